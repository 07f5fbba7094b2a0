import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBlobsServer } from '#netlify/blobs-server.ts';
import { FUNCTION_PAYLOAD_LIMIT } from '#netlify/functions-router.ts';
import { anEnquiry } from '#tests/fixtures/enquiries.ts';
import { postJsonFrom } from '#tests/fixtures/from-address.ts';
import { startPlatformProcess, type RunningPlatform } from '#tests/fixtures/platform.ts';

// The local platform behaves as Netlify does where the difference would hide
// a production bug: payload limit, client address, internal headers, Blobs
// reachable from this machine only.

let platform: RunningPlatform;

beforeAll(async () => {
  platform = await startPlatformProcess({ seed: 'none', env: { FORMSUBMIT_URL: 'http://127.0.0.1:9' } });
});
afterAll(async () => {
  await platform.stop();
});

/** Sends a body in chunks, with no Content-Length (chunked transfer), as a client streaming an upload does. */
function streamBody(target: string, chunks: number, chunkBytes: number, contentType: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(target, platform.url), { method: 'POST', headers: { 'content-type': contentType } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(chunkBytes, 0x61);
    let sent = 0;
    const write = () => {
      while (sent < chunks) {
        sent += 1;
        if (!req.write(chunk)) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

test('a body declared over 6 MB is refused with 413 before the function runs', async () => {
  const response = await fetch(`${platform.url}/api/send-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(anEnquiry({ message: 'x'.repeat(FUNCTION_PAYLOAD_LIMIT) })),
  });
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ error: 'Request body is larger than the 6 MB a Netlify Function accepts' });
});

test('a streamed body with no length is refused with 413 once it passes 6 MB', async () => {
  const { status, body } = await streamBody('/api/send-email', 100, 64 * 1024, 'application/json');
  expect(status).toBe(413);
  expect(JSON.parse(body)).toMatchObject({ error: expect.stringContaining('6 MB') as string });
});

test('a binary body counts as Netlify counts it, base64-encoded: 4.6 MB of file is over the limit', async () => {
  const { status } = await streamBody('/api/projects-enhanced/upload-logo', 46, 100_000, 'application/octet-stream');
  expect(status).toBe(413);
});

test('two loopback addresses are two clients: one reaching the contact limit does not limit the other', async () => {
  const url = `${platform.url}/api/send-email`;
  const statuses = async (from: string) => {
    const seen: number[] = [];
    for (let n = 0; n < 6; n++) seen.push((await postJsonFrom(url, anEnquiry({ name: `Client ${from} ${n}` }), from)).status);
    return seen;
  };
  const first = await statuses('127.0.0.2');
  expect(first.at(-1)).toBe(429);
  const second = await statuses('127.0.0.3');
  expect(second.slice(0, 5).includes(429)).toBe(false);
});

test('no internal x-nf-* header reaches a client, from a page, a function or a Blobs-heavy read', async () => {
  for (const target of ['/', '/api/projects-enhanced', '/api/taxonomy?type=sectors', '/api/settings', '/no-such-page']) {
    const response = await fetch(`${platform.url}${target}`);
    const internal = [...response.headers.keys()].filter((name) => name.startsWith('x-nf-') && name !== 'x-nf-request-id');
    expect(internal, target).toEqual([]);
  }
});

test('the local Blobs server listens on loopback only', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'blobs-loopback-'));
  const blobs = await startBlobsServer(directory);
  try {
    expect(blobs.host).toBe('127.0.0.1');
    // From any other address of this machine, nothing answers.
    const external = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry?.family === 'IPv4' && !entry.internal);
    if (external) {
      await expect(fetch(`http://${external.address}:${blobs.port}/`)).rejects.toThrow();
    }
  } finally {
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  }
});
