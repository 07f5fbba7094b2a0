import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '#tests/fixtures/chromium.ts';
import { anEnhancedProject } from '#tests/fixtures/builders.ts';
import { startPlatformProcess } from '#tests/fixtures/platform.ts';
import { adminSession, signedInState } from './lib/admin-session.ts';
import { percentile } from './lib/stats.ts';

// The admin's enhanced-project list with 500 projects (ADR 0048, 0057): how long a
// signed-in admin waits, from navigation to the first page of cards and its
// count, with an empty cache; and how long a search takes to narrow the list.
// Each figure is the median of RUNS loads in a fresh browser context.

const PROJECTS = 500;
const RUNS = 5;
const cities = ['Lavéra', 'Martigues', 'Fos-sur-Mer', 'Berre-l’Étang', 'Marseille'];

export interface AdminListTimes {
  projects: number;
  /** From navigation to the first page of cards and its count. */
  firstScreenMs: number[];
  /** From navigation to the list's read starting: the admin's entry chunks loaded and run before it (ADR 0066). */
  readStartMs: number[];
  /** The list's read, GET /api/admin/projects-enhanced (a page of 50, ADR 0057), from request to last byte. */
  apiMs: number[];
  /** The size of that answer, its JSON as the browser decoded it. */
  apiBytes: number[];
  /** From that last byte to the cards shown: parsing, filtering, sorting, paging and rendering. */
  renderMs: number[];
  searchMs: number[];
  /** The whole list as GET /api/projects-enhanced answers it with a session (what the admin read before ADR 0057), in bytes. */
  wholeListBytes: number;
}

async function plant(baseUrl: string, token: string): Promise<void> {
  const BATCH = 10;
  for (let start = 0; start < PROJECTS; start += BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(BATCH, PROJECTS - start) }, async (_, offset) => {
        const n = start + offset;
        const response = await fetch(`${baseUrl}/api/projects-enhanced`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(
            anEnhancedProject({
              title: `Control system upgrade ${String(n).padStart(3, '0')}`,
              client: 'Raffinerie de Provence',
              location_city: cities[n % cities.length] ?? '',
              display_order: n,
              is_published: n % 4 !== 0,
              is_featured: n % 10 === 0,
            }),
          ),
        });
        if (response.status !== 201) throw new Error(`Project ${n} was not created: ${response.status}`);
      }),
    );
  }
}

export async function measureAdminList(): Promise<AdminListTimes> {
  const platform = await startPlatformProcess({ seed: 'none' });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const session = await adminSession(platform.url);
    await plant(platform.url, session.token);
    const whole = await fetch(`${platform.url}/api/projects-enhanced`, { headers: { authorization: `Bearer ${session.token}` } });
    const times: AdminListTimes = {
      projects: PROJECTS,
      firstScreenMs: [],
      readStartMs: [],
      apiMs: [],
      apiBytes: [],
      renderMs: [],
      searchMs: [],
      wholeListBytes: Buffer.byteLength(await whole.text()),
    };
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        storageState: signedInState(platform.url, session),
      });
      const page = await context.newPage();
      await page.goto(`${platform.url}/admin/projects-enhanced`);
      await page.getByText(`Showing 1–50 of ${PROJECTS}`).waitFor();
      await page.getByRole('heading', { name: 'Control system upgrade 000' }).waitFor();
      // Times since the navigation started, as the page's own clock reads them.
      const { now, start, end, bytes } = await page.evaluate(() => {
        const read = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
          (entry) => new URL(entry.name).pathname === '/api/admin/projects-enhanced',
        );
        return {
          now: performance.now(),
          start: read?.startTime ?? Number.NaN,
          end: read?.responseEnd ?? Number.NaN,
          bytes: read?.decodedBodySize ?? Number.NaN,
        };
      });
      times.firstScreenMs.push(now);
      times.readStartMs.push(start);
      times.apiMs.push(end - start);
      times.apiBytes.push(bytes);
      times.renderMs.push(now - end);
      const started = Date.now();
      await page.getByRole('searchbox', { name: 'Search projects' }).fill('lavera');
      await page.getByText(`Showing 1–50 of ${PROJECTS / cities.length}`).waitFor();
      times.searchMs.push(Date.now() - started);
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
    await platform.stop();
  }
}

/** The figures as the report shows them. */
export const medianOf = (values: readonly number[]) => percentile(values, 50);
