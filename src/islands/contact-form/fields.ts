// The contact form's fields, in the order their problems are listed and the
// first in error is focused: what the form reads before its checks are loaded.

export type Field = 'name' | 'email' | 'company' | 'phone' | 'message';

export const fields = ['name', 'email', 'phone', 'message', 'company'] as const satisfies readonly Field[];

export const isField = (key: unknown): key is Field => (fields as readonly unknown[]).includes(key);
