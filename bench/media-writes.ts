import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { adminMediaHandler } from '#functions/api/admin-media.ts';
import { loginHandler } from '#functions/api/auth-login.ts';
import { projectsEnhancedHandler } from '#functions/api/projects-enhanced.ts';
import { readMediaUses } from '#functions/media/usage.ts';
import { startBlobsServer } from '#netlify/blobs-server.ts';
import { anEnhancedProject } from '#tests/fixtures/builders.ts';
import { aJpegPhoto } from '#tests/fixtures/photos.ts';
import { percentile } from './lib/stats.ts';

// The media library's writes as the number of projects grows. A change to a
// photo (PUT) and a refused delete of one still shown (DELETE, 409) first read
// where every photo is used: both project collections, one document each
// (functions/media/usage.ts). In-process, against a file-backed Blobs server:
// the product's own cost, storage round trips included.

const SIZES = [10, 100, 500] as const;
const PHOTOS = 40;
const CALLS = 30;
const admin = { username: 'bench-admin', password: 'bench-admin-password-1' };

export interface MediaWriteRow {
  projects: number;
  usesP50: number;
  putP50: number;
  putP99: number;
  refusedDeleteP50: number;
}

const json = (pathname: string, method: string, body: unknown, token: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });

async function timed(iterations: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

export async function measureMediaWrites(): Promise<MediaWriteRow[]> {
  const directory = await mkdtemp(path.join(tmpdir(), 'bench-media-'));
  const blobs = await startBlobsServer(directory);
  setEnvironmentContext(blobs.context);
  Object.assign(process.env, {
    PLATFORM: 'netlify',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    FORMSUBMIT_URL: 'http://127.0.0.1:9',
  });
  try {
    const login = await loginHandler(json('/api/auth/login', 'POST', admin, ''), { ip: '198.51.100.7' });
    const { token } = (await login.json()) as { token: string };
    const photos: { id: string; url: string }[] = [];
    for (let i = 0; i < PHOTOS; i++) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await aJpegPhoto(64, 48, i))], { type: 'image/jpeg' }), `bench-${i}.jpg`);
      form.append('alt_en', `Bench photo ${i}`);
      const stored = await adminMediaHandler(
        new Request('http://localhost/api/admin/media', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }),
      );
      photos.push((await stored.json()) as { id: string; url: string });
    }
    const rows: MediaWriteRow[] = [];
    let stored = 0;
    for (const size of SIZES) {
      // Each project shows a featured photo and a gallery of three.
      for (; stored < size; stored++) {
        const at = (offset: number) => photos[(stored + offset) % PHOTOS]!.url;
        const project = anEnhancedProject({
          title: `Bench project ${String(stored).padStart(4, '0')}`,
          featured_image: at(0),
          gallery: [1, 2, 3].map((offset) => ({ url: at(offset), caption: `View ${offset}` })),
        });
        const created = await projectsEnhancedHandler(json('/api/projects-enhanced', 'POST', project, token));
        if (created.status !== 201) throw new Error(`Project not stored: ${created.status} ${await created.text()}`);
      }
      const uses = await timed(CALLS, () => readMediaUses());
      const photo = photos[0]!;
      let version: string | undefined;
      const puts = await timed(CALLS, async () => {
        const answer = await adminMediaHandler(
          json(
            '/api/admin/media',
            'PUT',
            { id: photo.id, alt_en: `Bench photo 0, ${performance.now()}` },
            token,
            version ? { 'if-match': version } : {},
          ),
        );
        if (answer.status !== 200) throw new Error(`PUT answered ${answer.status}`);
        version = `"${((await answer.json()) as { updated_at: string }).updated_at}"`;
      });
      const deletes = await timed(CALLS, async () => {
        const answer = await adminMediaHandler(
          new Request(`http://localhost/api/admin/media?id=${photo.id}`, {
            method: 'DELETE',
            headers: { authorization: `Bearer ${token}` },
          }),
        );
        if (answer.status !== 409) throw new Error(`DELETE answered ${answer.status}`);
      });
      rows.push({
        projects: size,
        usesP50: percentile(uses, 50),
        putP50: percentile(puts, 50),
        putP99: percentile(puts, 99),
        refusedDeleteP50: percentile(deletes, 50),
      });
    }
    return rows;
  } finally {
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  }
}
