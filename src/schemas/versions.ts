// An item's version, read the same way by the API and the admin (ADR 0045):
// its `updated_at`, which every save moves strictly forward, or `initial` for
// an item never saved with a time (the settings before their first save).

const INITIAL_VERSION = 'initial';

export const versionOf = (record: object): string => {
  const updated: unknown = Reflect.get(record, 'updated_at');
  return typeof updated === 'string' ? updated : INITIAL_VERSION;
};
