import { expect, test } from 'vitest';
import { loginHandler } from '#functions/api/auth-login.ts';
import { verifyHandler } from '#functions/api/auth-verify.ts';
import { createSession, revokeOtherSessions } from '#functions/auth/sessions.ts';
import { findUser } from '#functions/auth/users.ts';
import { freshIp, jsonRequest } from '#tests/fixtures/api.ts';
import { testAdmin, useBlobsStore } from '#tests/fixtures/blobs.ts';
import { countingRoundTrips } from '#tests/fixtures/blobs-round-trips.ts';

// Sign-in attempts and sessions are documents of their own (ADR 0023): a burst
// of sign-ins contends for no shared document, so each request makes a bounded
// number of Blobs round trips however many run at once (before, one shared
// document per limiter made the slowest of 40 retry its compare-and-swap
// dozens of times).

const store = useBlobsStore();
const blobsOrigin = () => `http://127.0.0.1:${String(store.current().blobs.port)}`;

const signIn = (body: unknown, ip: string) =>
  countingRoundTrips(blobsOrigin(), () => loginHandler(jsonRequest('/api/auth/login', 'POST', body), { ip }));

test('40 parallel wrong guesses from one address: at most the allowance is checked and each request stays within 16 round trips', async () => {
  const attacker = freshIp();
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) => signIn({ username: testAdmin.username, password: `guess-${i}` }, attacker)),
  );
  const statuses = answers.map(({ result }) => result.status);
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  const worst = Math.max(...answers.map(({ roundTrips }) => roundTrips));
  console.info(JSON.stringify({ burst: 'wrong guesses, one address', requests: 40, worstRoundTrips: worst }));
  expect(worst).toBeLessThanOrEqual(16);
  // The burst leaves the address locked, the right password included; the owner, elsewhere, gets in.
  expect((await signIn(testAdmin, attacker)).result.status).toBe(429);
  const owner = await signIn(testAdmin, freshIp());
  expect(owner.result.status).toBe(200);
  console.info(JSON.stringify({ signIn: 'owner after the burst', roundTrips: owner.roundTrips }));
  expect(owner.roundTrips).toBeLessThanOrEqual(24);
});

test('40 sessions opened at once each take at most 3 round trips, every token verifies, and a password change revokes all the others', async () => {
  const account = (await findUser(testAdmin.username))!;
  const opened = await Promise.all(Array.from({ length: 40 }, () => countingRoundTrips(blobsOrigin(), () => createSession(account))));
  const worst = Math.max(...opened.map(({ roundTrips }) => roundTrips));
  console.info(JSON.stringify({ burst: 'sessions opened', requests: 40, worstRoundTrips: worst }));
  expect(worst).toBeLessThanOrEqual(3);
  const verifies = (token: string) =>
    verifyHandler(new Request('http://localhost/api/auth/verify', { method: 'POST', headers: { authorization: `Bearer ${token}` } }));
  const statuses = await Promise.all(opened.map(async ({ result }) => (await verifies(result.token)).status));
  expect(statuses).toEqual(opened.map(() => 200));

  const [kept, ...others] = opened.map(({ result }) => result);
  await revokeOtherSessions(testAdmin.username, kept!.session.jti);
  expect((await verifies(kept!.token)).status).toBe(200);
  const revoked = await Promise.all(others.map(async ({ token }) => (await verifies(token)).status));
  expect(revoked).toEqual(others.map(() => 401));
});
