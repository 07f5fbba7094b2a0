import { queryOptions } from '@tanstack/react-query';
import { settingsSchema, type Settings } from '#src/schemas/settings.ts';
import { apiJson } from '#admin/lib/api-client.ts';

// Carousel settings (/api/settings).

export const settingsKeys = { all: ['settings'] as const };

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => apiJson('/api/settings', settingsSchema, { signal }),
  });

export const saveSettings = (settings: Settings) => apiJson('/api/settings', settingsSchema, { method: 'POST', body: settings });

export type { Settings };
