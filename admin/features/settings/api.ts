import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '#src/schemas/endpoints.ts';
import type { SettingsInput } from '#src/schemas/settings.ts';
import { callApi } from '#admin/lib/api-client.ts';

// Site settings (/api/settings): the carousel and the footer's social links.

export const settingsKeys = { all: ['settings'] as const };

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => callApi(endpoints.settings, 'GET', { signal }),
  });

/** `version`: the settings' updated_at the save is based on (ADR 0045); a stale one is refused with 409. */
export const saveSettings = ({ settings, version }: { settings: SettingsInput; version: string | undefined }) =>
  callApi(endpoints.settings, 'POST', { body: settings, version });
