import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { hitHandler } from '#functions/api/hit.ts';
import { audienceReport } from '#functions/audience/report.ts';
import { rollUp } from '#functions/audience/roll-up.ts';
import { startBlobsServer } from '#netlify/blobs-server.ts';
import { percentile } from './lib/stats.ts';

// Audience measurement (ADR 0073), in-process against a file-backed Blobs
// server: the cost of one page view (POST /api/hit: its rate limit and its
// own document), whether 50 views of one page sent at once are all counted,
// and what the roll-up and the Audience screen's read cost afterwards.

const VIEWS = 200;
const CONCURRENT = 50;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface AudienceFigures {
  hitP50: number;
  hitP99: number;
  concurrent: { sent: number; counted: number; countedAfterRollUp: number; wallMs: number };
  rollUpMs: number;
  reportMs: number;
}

const beacon = (pagePath: string) =>
  new Request('http://localhost/api/hit', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
    body: JSON.stringify({ path: pagePath, width: 1280, referrer: 'https://www.google.com/' }),
  });

const address = (index: number) => `198.18.${Math.floor(index / 250)}.${index % 250}`;

export async function measureAudience(): Promise<AudienceFigures> {
  const directory = await mkdtemp(path.join(tmpdir(), 'bench-audience-'));
  const blobs = await startBlobsServer(directory);
  setEnvironmentContext(blobs.context);
  Object.assign(process.env, { PLATFORM: 'netlify' });
  try {
    const times: number[] = [];
    for (let index = 0; index < VIEWS; index++) {
      const started = performance.now();
      const answer = await hitHandler(beacon(`/services/page-${index % 20}`), { ip: address(index) });
      times.push(performance.now() - started);
      if (answer.status !== 204) throw new Error(`POST /api/hit answered ${answer.status}`);
    }
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) => hitHandler(beacon('/sectors/energy'), { ip: address(1000 + index) })),
    );
    const wallMs = performance.now() - started;
    const sent = answers.filter((answer) => answer.status === 204).length;
    const counted = (await audienceReport({})).paths.find((entry) => entry.key === '/sectors/energy')?.count ?? 0;
    const rollUpStarted = performance.now();
    await rollUp(Date.now() + 2 * 60 * 1000);
    const rollUpMs = performance.now() - rollUpStarted;
    const reportStarted = performance.now();
    const after = await audienceReport({});
    const reportMs = performance.now() - reportStarted;
    const countedAfterRollUp = after.paths.find((entry) => entry.key === '/sectors/energy')?.count ?? 0;
    return {
      hitP50: percentile(times, 50),
      hitP99: percentile(times, 99),
      concurrent: { sent, counted, countedAfterRollUp, wallMs },
      rollUpMs,
      reportMs,
    };
  } finally {
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  }
}
