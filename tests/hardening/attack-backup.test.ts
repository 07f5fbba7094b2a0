import { createHash } from 'node:crypto';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { unpackBackup } from '#functions/backup/backup.ts';
import { ZipRefused } from '#functions/backup/zip-reader.ts';
import { MAX_LOGO_BYTES } from '#src/schemas/upload.ts';
import { aPng } from '#tests/fixtures/images.ts';
import { startInProcessApi, type InProcessApi } from '#tests/fixtures/in-process-api.ts';
import { deflatedZeros, handmadeZip, honestEntry, type HandmadeEntry } from '#tests/fixtures/zips.ts';

// Attack: hostile backup files (ADR 0035). An import is the widest door into
// the store: a whole site in one request. A zip bomb, an upload named after
// another key, a page disguised as an image, an SVG carrying a script, an item
// id that climbs out of its folder: each is refused before anything is written
// (or, for the SVG, stored only once made safe). Through the deployed entries.

let api: InProcessApi;
let backup: Uint8Array;

beforeAll(async () => {
  api = await startInProcessApi();
  // Something to back up: a client whose logo is an uploaded file.
  const form = new FormData();
  form.append(
    'logo',
    new Blob([strToU8('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>')], {
      type: 'image/svg+xml',
    }),
    'logo.svg',
  );
  const uploaded = (await (await call('/api/projects-enhanced/upload-logo', 'POST', form)).json()) as { logo_url: string };
  await call('/api/clients', 'POST', { name: 'Usine Test', logo_url: uploaded.logo_url, website: '', display_order: 0, is_active: true });
  backup = new Uint8Array(await (await call('/api/admin/export')).arrayBuffer());
});

afterAll(async () => {
  await api.stop();
});

function call(pathname: string, method = 'GET', body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  const isZip = body instanceof Uint8Array;
  return api.call(
    new Request(`http://localhost${pathname}`, {
      method,
      headers: {
        authorization: `Bearer ${api.token}`,
        ...(isZip ? { 'content-type': 'application/zip' } : body && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      ...(body === undefined ? {} : { body: isForm ? body : isZip ? new Uint8Array(body) : JSON.stringify(body) }),
    }),
  );
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The backup with its files changed by `edit` (manifest and content given parsed). */
function tampered(edit: (files: Record<string, Uint8Array>, manifest: Record<string, unknown>, content: Record<string, unknown>) => void) {
  const files = unzipSync(backup);
  const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as Record<string, unknown>;
  const content = JSON.parse(strFromU8(files['content.json']!)) as Record<string, unknown>;
  edit(files, manifest, content);
  files['manifest.json'] = strToU8(JSON.stringify(manifest));
  files['content.json'] = strToU8(JSON.stringify(content));
  return zipSync(files);
}

function refusalOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

async function refused(file: Uint8Array, message: RegExp): Promise<void> {
  const before = await (await call('/api/clients')).text();
  for (const pathname of ['/api/admin/import/preview', '/api/admin/import']) {
    const response = await call(pathname, 'POST', file);
    expect(response.status, pathname).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  }
  expect(await (await call('/api/clients')).text()).toBe(before);
}

test('a zip bomb is refused from its declared sizes, before it is inflated', async () => {
  const bomb = zipSync({ 'manifest.json': strToU8('{}'), 'uploads/zeros.png': new Uint8Array(210 * 1024 * 1024) }, { level: 9 });
  expect(bomb.byteLength).toBeLessThan(1024 * 1024);
  await refused(bomb, /more than 200 MB/);
});

/** The backup written by hand, each file's headers telling the truth but content.json's, which `lie` writes. */
function lyingAbout(lie: (content: Uint8Array) => HandmadeEntry): Uint8Array {
  const files = unzipSync(backup);
  return handmadeZip(
    Object.entries(files).map(([name, bytes]) => (name === 'content.json' ? { ...lie(bytes), name } : honestEntry(name, bytes))),
  );
}

test('an archive whose content inflates past its declared size is refused as soon as it does', async () => {
  // content.json declares 16 bytes and inflates to 300 MB, past the 200 MB an import may unpack.
  const zeros = await deflatedZeros(300);
  const bomb = lyingAbout(() => ({ name: 'content.json', data: zeros, deflated: true, size: 16, crc: 0 }));
  expect(bomb.byteLength).toBeLessThan(1024 * 1024);
  await refused(bomb, /^content\.json in this backup unpacks to more than the 16 bytes its zip header declares$/);
  // It stopped by the bytes it counted: one slice of the stream inflated (deflate gives at most ~1,032 bytes per byte), not 300 MB.
  const refusal = refusalOf(() => unpackBackup(bomb));
  expect(refusal).toBeInstanceOf(ZipRefused);
  expect((refusal as ZipRefused).inflated).toBeGreaterThan(16);
  expect((refusal as ZipRefused).inflated).toBeLessThanOrEqual(1032 * 16 * 1024);
});

test('an entry whose bytes do not match its declared checksum or size is refused', async () => {
  await refused(
    lyingAbout((content) => {
      const honest = honestEntry('content.json', content);
      return { ...honest, crc: (honest.crc + 1) >>> 0 };
    }),
    /^content\.json in this backup is damaged: it does not match its zip header’s size or checksum$/,
  );
  await refused(
    lyingAbout((content) => ({ ...honestEntry('content.json', content), size: content.byteLength + 1 })),
    /^content\.json in this backup is damaged/,
  );
  await refused(
    lyingAbout((content) => ({ name: 'content.json', data: content, deflated: false, size: 16, crc: 0 })),
    /^content\.json in this backup unpacks to more than the 16 bytes/,
  );
  // Told the truth by hand, the same file is a backup like any other.
  expect(
    (
      await call(
        '/api/admin/import/preview',
        'POST',
        lyingAbout((content) => honestEntry('content.json', content)),
      )
    ).status,
  ).toBe(200);
});

test('an upload named after another key, or an item id that climbs out of its folder, is refused', async () => {
  await refused(
    tampered((files, manifest) => {
      const bytes = strToU8('{"users":[]}');
      files['uploads/../auth/users'] = bytes;
      (manifest.uploads as unknown[]).push({
        name: '../auth/users',
        content_type: 'image/png',
        size: bytes.byteLength,
        sha256: sha256(bytes),
      });
    }),
    /Upload names are the ones this site gives/,
  );
  await refused(
    tampered((_files, _manifest, content) => {
      (content.collections as Record<string, Record<string, unknown>[]>).clients![0]!.id = '../../../settings';
    }),
    /has an id this site cannot store/,
  );
  const users = await call('/api/admin/users');
  expect(users.status).toBe(200);
});

test('a page disguised as an image, or a file that does not match its checksum, is refused', async () => {
  await refused(
    tampered((files, manifest) => {
      const page = strToU8('<!doctype html><script>alert(1)</script>');
      files['uploads/0e2f6a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b.png'] = page;
      (manifest.uploads as unknown[]).push({
        name: '0e2f6a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b.png',
        content_type: 'image/png',
        size: page.byteLength,
        sha256: sha256(page),
      });
    }),
    /not an image this site accepts/,
  );
  await refused(
    tampered((files, manifest) => {
      const [upload] = manifest.uploads as { name: string }[];
      files[`uploads/${upload!.name}`] = strToU8('<svg xmlns="http://www.w3.org/2000/svg"/>');
    }),
    /missing from the backup or damaged/,
  );
});

/** The backup with one more upload: these bytes under this name, declared of this type in the manifest. */
const withUpload = (name: string, bytes: Uint8Array, contentType: string) =>
  tampered((files, manifest) => {
    files[`uploads/${name}`] = bytes;
    (manifest.uploads as unknown[]).push({ name, content_type: contentType, size: bytes.byteLength, sha256: sha256(bytes) });
  });

test('an imported upload is of the type its bytes show, and within the cap of any upload', async () => {
  const png = await aPng();
  await refused(
    withUpload('1b4e28ba-2fa1-41d2-883f-0016d3cca427.gif', png, 'image/gif'),
    /^The uploaded file 1b4e28ba-2fa1-41d2-883f-0016d3cca427\.gif is image\/png, not the image\/gif the backup’s manifest declares$/,
  );
  // A PNG's header, then zeros: an image by its bytes, over the 5 MB of an upload, and a small zip.
  const oversized = new Uint8Array(MAX_LOGO_BYTES + 1);
  oversized.set(png);
  await refused(
    withUpload('6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b.png', oversized, 'image/png'),
    /^The uploaded file 6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b\.png is larger than an upload may be \(5 MB\)$/,
  );
  // Declared as its bytes show, the same image is stored and served as that type.
  expect((await call('/api/admin/import', 'POST', withUpload('9f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f.png', png, 'image/png'))).status).toBe(
    200,
  );
  const served = await call('/uploads/9f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f.png');
  expect(served.headers.get('content-type')).toBe('image/png');
});

test('an SVG carrying a script is stored only once made safe, and is served without it', async () => {
  const hostile = strToU8(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>',
  );
  const file = tampered((files, manifest, content) => {
    files['uploads/7c9e6679-7425-40de-944b-e07fc1f90ae7.svg'] = hostile;
    (manifest.uploads as unknown[]).push({
      name: '7c9e6679-7425-40de-944b-e07fc1f90ae7.svg',
      content_type: 'image/svg+xml',
      size: hostile.byteLength,
      sha256: sha256(hostile),
    });
    (content.collections as Record<string, Record<string, unknown>[]>).clients![0]!.logo_url =
      '/api/uploads/7c9e6679-7425-40de-944b-e07fc1f90ae7.svg';
  });
  expect((await call('/api/admin/import', 'POST', file)).status).toBe(200);
  const served = await (await call('/uploads/7c9e6679-7425-40de-944b-e07fc1f90ae7.svg')).text();
  expect(served).toContain('<rect');
  expect(served).not.toMatch(/script|onload|alert/i);
});

test('hostile ranges and part numbers on kept backups get clear refusals, never a crash or another file', async () => {
  const kept = (await (await call('/api/admin/backups', 'POST', { enquiries: false })).json()) as { name: string; size: number };
  const ranged = (range: string, name = kept.name) =>
    api.call(
      new Request(`http://localhost/api/admin/backups?name=${encodeURIComponent(name)}`, {
        headers: { authorization: `Bearer ${api.token}`, range },
      }),
    );
  // Not one bytes range (several, another unit, backwards, garbage): the whole file, as RFC 9110 allows.
  for (const range of ['bytes=0-1,5-6', 'items=0-10', 'bytes=9-2', 'bytes=abc', 'bytes=-']) {
    const response = await ranged(range);
    expect(response.status, range).toBe(200);
    expect((await response.arrayBuffer()).byteLength, range).toBe(kept.size);
  }
  for (const range of [`bytes=${kept.size}-`, 'bytes=99999999999999999999999-', 'bytes=-0']) {
    const response = await ranged(range);
    expect(response.status, range).toBe(416);
    expect(((await response.json()) as { error: string }).error).toMatch(/outside this backup/);
  }
  for (const name of ['../auth/users', 'backups/nightly-x.zip', `${kept.name}/../../auth/users`]) {
    const response = await ranged('bytes=0-99', name);
    expect(response.status, name).toBe(404);
  }
  for (const query of [
    'part=-1&parts=2',
    'part=0&parts=0',
    'part=1.5&parts=2',
    'part=0&parts=2&upload_id=../../auth/users',
    'part=0&parts=1e9',
  ]) {
    const response = await api.call(
      new Request(`http://localhost/api/admin/backups/upload?${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/zip' },
        body: new Uint8Array(16),
      }),
    );
    expect([400, 413], query).toContain(response.status);
    expect(((await response.json()) as { error: string }).error, query).toBeTruthy();
  }
});
