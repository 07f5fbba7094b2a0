import { readdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { mediaItemSchema, type MediaItem } from '#src/schemas/media.ts';
import { projectEnhancedSchema } from '#src/schemas/project-enhanced.ts';
import { chromiumArgs, findChromium } from '#tests/fixtures/chromium.ts';
import { anEnhancedProject } from '#tests/fixtures/builders.ts';
import { startPlatformProcess } from '#tests/fixtures/platform.ts';
import { adminSession, signedInState } from './lib/admin-session.ts';
import { runLighthouse, type LighthouseResult } from './lighthouse.ts';

// Photos against the media library's budgets: a phone's 4000 × 3000, 12 MB
// JPEG uploaded from the admin (downscaled in the browser, sent, stored), then
// shown as a project's featured photo; and the portfolio list with 24 photo
// cards. Bytes are what a 375 px phone (device pixel ratio 2) loads before
// scrolling, through the image CDN with its content negotiation. The CDN's
// copies are made once by a first visit before anything is measured, as
// Netlify's cache would hold them after a deploy's first visitor. Lighthouse
// also measures the same project without its photo, run for run beside it: on a
// machine others load, the ratio of the two says what the photo costs.

const CARDS = 24;
const UPLOAD_RUNS = 3;
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
const photosDir = path.join(import.meta.dirname, '..', 'functions', 'seed', 'photos');

export interface PhotoFigures {
  source: { width: number; height: number; bytes: number };
  /** From choosing the file in the admin to the stored photo shown in the library, per run. */
  uploadMs: number[];
  stored: { width: number; height: number; bytes: number };
  projectRoute: string;
  /** Image bytes of the project page on a 375 px phone, first view. */
  projectImageBytes: number;
  /** Image bytes of the list page with CARDS photo cards on a 375 px phone, first view. */
  listImageBytes: number;
  listImages: number;
  cards: number;
  lighthouse: LighthouseResult;
  /** The same project with no photo, measured run for run beside it. */
  withoutPhoto: LighthouseResult;
  /** The machine's one-minute load average before and after the Lighthouse runs. */
  load: [number, number];
}

/** A phone photo: a drawn plant scene at 4000 × 3000 with sensor-like grain, JPEG at quality 97, camera metadata included. */
async function phonePhoto(scene: Buffer, seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const { data } = await sharp(scene).resize(width, height, { fit: 'cover' }).raw().toBuffer({ resolveWithObject: true });
  let state = seed;
  for (let index = 0; index < data.length; index++) {
    // A cheap deterministic generator: grain must not compress away, nor differ between runs.
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    const grain = ((state >>> 16) % 25) - 12;
    data[index] = Math.min(255, Math.max(0, data[index]! + grain));
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 97, chromaSubsampling: '4:4:4' })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 24/1 0/1' } })
    .toBuffer();
}

/** Stores a photo through the API as the admin sends one: already at most 2560 px wide. */
async function storePhoto(baseUrl: string, token: string, bytes: Buffer, name: string): Promise<MediaItem> {
  const prepared = await sharp(bytes).resize(2560, 2560, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 85 }).toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(prepared)], { type: 'image/jpeg' }), name);
  form.append('alt_en', `Plant photo ${name}`);
  const response = await fetch(`${baseUrl}/api/admin/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`Photo ${name} was not stored: ${response.status} ${await response.text()}`);
  return mediaItemSchema.parse(await response.json());
}

async function createProject(baseUrl: string, token: string, title: string, photo: string, order: number): Promise<string> {
  const response = await fetch(`${baseUrl}/api/projects-enhanced`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(anEnhancedProject({ title, featured_image: photo, is_published: true, display_order: order })),
  });
  if (response.status !== 201) throw new Error(`Project ${title} was not created: ${response.status} ${await response.text()}`);
  return projectEnhancedSchema.parse(await response.json()).slug;
}

/** Bytes of every image the page loads until it is complete, without scrolling. */
async function imageBytesOf(page: Page, url: string): Promise<{ bytes: number; count: number }> {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image')
      sizes.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
  });
  await page.goto(url, { waitUntil: 'load' });
  // Images the first view asked for after load (an island's cards) have settled once every <img> in view is complete.
  await page.waitForFunction(() => [...document.images].filter((image) => image.loading !== 'lazy').every((image) => image.complete));
  const all = await Promise.all(sizes);
  return { bytes: all.reduce((sum, size) => sum + size, 0), count: all.length };
}

export async function measurePhotos(): Promise<PhotoFigures> {
  const platform = await startPlatformProcess({ seed: 'none' });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const session = await adminSession(platform.url);
    const scenes = (await readdir(photosDir)).filter((name) => name.endsWith('.jpg')).sort();
    const firstScene = await readFile(path.join(photosDir, scenes[0]!));
    const source = await phonePhoto(firstScene, 1);
    const sourceFile = path.join(tmpdir(), 'bench-phone-photo.jpg');
    await writeFile(sourceFile, source);

    // The upload from the admin, as a person does it: choose the file, type its alt text, send.
    const uploadMs: number[] = [];
    let uploaded: MediaItem | undefined;
    for (let run = 0; run < UPLOAD_RUNS; run++) {
      const variant = run === 0 ? source : await phonePhoto(firstScene, run + 1);
      const file = path.join(tmpdir(), `bench-phone-photo-${String(run)}.jpg`);
      await writeFile(file, variant);
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        storageState: signedInState(platform.url, session),
      });
      const page = await context.newPage();
      await page.goto(`${platform.url}/admin/media`);
      const input = page.getByLabel('Photos to upload');
      await input.waitFor({ state: 'attached' });
      const answer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/admin/media' && response.request().method() === 'POST',
      );
      const started = Date.now();
      await input.setInputFiles(file);
      await page.getByLabel('Alt text (English)').fill('Control room of a refinery unit');
      const name = path.basename(file);
      const send = page.getByRole('button', { name: `Upload ${name}` });
      await send.click();
      const response = await answer;
      await page
        .getByRole('button', { name: new RegExp(name.replace(/\./g, '\\.')) })
        .first()
        .waitFor();
      uploadMs.push(Date.now() - started);
      uploaded ??= mediaItemSchema.parse(await response.json());
      await context.close();
    }
    if (!uploaded) throw new Error('No photo was uploaded');

    const projectSlug = await createProject(platform.url, session.token, 'Refinery control room photographed', uploaded.url, 0);
    const projectRoute = `/projects-enhanced/${projectSlug}`;
    const twinSlug = await createProject(platform.url, session.token, 'Refinery control room described', '', 0);
    // The list: CARDS projects, each with its own photo.
    for (let card = 1; card < CARDS; card++) {
      const scene = await readFile(path.join(photosDir, scenes[card % scenes.length]!));
      const tinted = await sharp(scene)
        .modulate({ hue: card * 13 })
        .jpeg({ quality: 90 })
        .toBuffer();
      const photo = await storePhoto(platform.url, session.token, tinted, `card-${String(card)}.jpg`);
      await createProject(platform.url, session.token, `Unit ${String(card).padStart(2, '0')} automation`, photo.url, card);
    }

    const measure = async (route: string) => {
      // The first visit makes the CDN's copies; the second is measured.
      const warm = await browser.newContext(PHONE);
      await imageBytesOf(await warm.newPage(), `${platform.url}${route}`);
      await warm.close();
      const context = await browser.newContext(PHONE);
      const result = await imageBytesOf(await context.newPage(), `${platform.url}${route}`);
      await context.close();
      return result;
    };
    const project = await measure(projectRoute);
    const list = await measure('/projects-enhanced');
    const loadBefore = loadavg()[0]!;
    const [lighthouse, withoutPhoto] = await runLighthouse(platform.url.replace('127.0.0.1', 'localhost'), [
      projectRoute,
      `/projects-enhanced/${twinSlug}`,
    ]);
    if (!lighthouse || !withoutPhoto) throw new Error('The project page was not measured');
    const meta = await sharp(source).metadata();
    return {
      source: { width: meta.width, height: meta.height, bytes: source.length },
      uploadMs,
      stored: { width: uploaded.width, height: uploaded.height, bytes: uploaded.bytes },
      projectRoute,
      projectImageBytes: project.bytes,
      listImageBytes: list.bytes,
      listImages: list.count,
      cards: CARDS,
      lighthouse,
      withoutPhoto,
      load: [loadBefore, loadavg()[0]!],
    };
  } finally {
    await browser.close();
    await platform.stop();
  }
}
