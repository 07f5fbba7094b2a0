import { queryOptions } from '@tanstack/react-query';
import { settingsSchema, type SettingsInput } from '#src/schemas/settings.ts';
import { apiJson } from '#admin/lib/api-client.ts';

// Site settings (/api/settings): the carousel and the footer's social links.

export const settingsKeys = { all: ['settings'] as const };

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => apiJson('/api/settings', settingsSchema, { signal }),
  });

export const saveSettings = (settings: SettingsInput) => apiJson('/api/settings', settingsSchema, { method: 'POST', body: settings });
