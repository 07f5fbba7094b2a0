import { expect, test } from 'vitest';
import { tinyPdf } from '#functions/seed/tiny-pdf.ts';
import { problemsOf } from '#src/islands/application-form/checks.ts';
import { MAX_CV_BYTES } from '#src/schemas/form-limits.ts';

// What the application form checks in the browser before sending: the same
// person's rules as the server, and a CV that is a PDF by its bytes, at most 4 MB.

const pdf = (bytes: Uint8Array | string, name = 'cv.pdf') => new File([bytes as BlobPart], name, { type: 'application/pdf' });
const good = {
  name: 'Camille Durand',
  email: 'camille@example.test',
  phone: '+33 6 12 34 56 78',
  message: 'I would like to join your team.',
  cv: pdf(tinyPdf('cv')),
  consent: true,
};

test('a complete application has no problem', async () => {
  expect(await problemsOf(good)).toEqual({});
});

test('each field says what is wrong with it', async () => {
  expect(await problemsOf({ name: 'C', email: 'camille@', phone: 'call me', message: 'Hi', cv: null, consent: false })).toEqual({
    name: 'name',
    email: 'email',
    phone: 'phone',
    message: 'message',
    cv: 'cv',
    consent: 'consent',
  });
});

test('a phone number with a line break is refused in the browser as by the API', async () => {
  expect(await problemsOf({ ...good, phone: '+33 6 12\n34 56 78' })).toEqual({ phone: 'phone' });
});

test('the CV must be a PDF by its bytes, whatever its name, and at most 4 MB', async () => {
  expect(await problemsOf({ ...good, cv: pdf('<!doctype html><p>hello</p>') })).toEqual({ cv: 'cvType' });
  expect(await problemsOf({ ...good, cv: pdf(new Uint8Array(MAX_CV_BYTES + 1)) })).toEqual({ cv: 'cvSize' });
  expect(await problemsOf({ ...good, cv: pdf(new Uint8Array(0)) })).toEqual({ cv: 'cv' });
});
