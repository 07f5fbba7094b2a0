import { expect, test } from 'vitest';
import { validateContactData } from '#src/schemas/contact.ts';

// The spec's contact data validator (section 3): isValid and every failing
// rule's message, in field order, once each. The contact form reads the same
// schema's issues by field (ADR 0081); the functions answer with its messages.

test('valid contact data has no errors', () => {
  expect(validateContactData({ name: 'Ada', email: 'ada@example.com', message: 'A question about a PLC.' })).toEqual({
    isValid: true,
    errors: [],
  });
});

test('each broken rule gives the spec message, in field order, once', () => {
  const result = validateContactData({ message: 'short', phone: 'call me', email: 'not an email', name: ' A ' });
  expect(result).toEqual({
    isValid: false,
    errors: [
      'Name must be at least 2 characters',
      'Please provide a valid email address',
      'Please provide a valid phone number',
      'Message must be at least 10 characters',
    ],
  });
});

test('a control character in the name is its own message, after the name is trimmed', () => {
  expect(validateContactData({ name: 'Ada\u0007', email: 'ada@example.com', message: 'A question about a PLC.' }).errors).toEqual([
    'Name must be on one line, without control characters',
  ]);
});

test('attack: a phone number is on one line: spaces pass, line breaks and other white space do not', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', message: 'A question about a PLC.' };
  expect(validateContactData({ ...valid, phone: '+33 (0)4 42 12-34-56' }).isValid).toBe(true);
  for (const phone of ['+1\r\n\r\n(555)', '+33\t4 42', '04\u202842 12', '04\u00a042 12']) {
    expect(validateContactData({ ...valid, phone }).errors, JSON.stringify(phone)).toEqual(['Please provide a valid phone number']);
  }
});
