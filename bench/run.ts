import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { measureAdminBytes, measureDashboardLighthouse, totalBytes } from './admin-bytes.ts';
import { measureAdminList, medianOf } from './admin-list.ts';
import { measureApi } from './api.ts';
import { measureApiScale, SCALE_SIZES } from './api-scale.ts';
import { measureAudience } from './audience.ts';
import { measureBuild } from './build.ts';
import { coldStartMedian, measureFunctions, RUNS as COLD_STARTS } from './functions.ts';
import type { ColdStart } from '#tests/deploy/deployed-functions.ts';
import { frameworkFloor, measureBundle } from './bundle.ts';
import { measureIslands, totalOf } from './islands.ts';
import { measureCssDelivery } from './css.ts';
import { measureMediaWrites } from './media-writes.ts';
import { measurePhotos } from './photos.ts';
import { RUNS, runLighthouse } from './lighthouse.ts';
import { portfolioRoutes, publicRoutes } from './lib/routes.ts';
import { formatKb, formatMs, table } from './lib/stats.ts';
import { measureWeights } from './weight.ts';
import { categories, measureRenderingCost, peerRoute } from './wordpress.ts';
import { startPlatformProcess } from '#tests/fixtures/platform.ts';
import { adminSession } from './lib/admin-session.ts';
import { localizedHref } from '#src/i18n/locales.ts';

// `npm run bench`: one markdown report of the product's speed, printed and
// written to bench/report.md. Sections can be chosen: `npm run bench -- lighthouse weight`,
// and the pages they measure: `--pages=/careers,/certifications` keeps only those
// (with their French twins), to re-measure new pages without a whole run.

const all = [
  'build',
  'bundle',
  'islands',
  'weight',
  'lighthouse',
  'css',
  'api',
  'api-scale',
  'admin-list',
  'admin-bytes',
  'photos',
  'media-writes',
  'audience',
  'wordpress',
  'functions',
] as const;
type Section = (typeof all)[number];
const asked = process.argv.slice(2).filter((arg): arg is Section => (all as readonly string[]).includes(arg));
const sections = new Set<Section>(asked.length > 0 ? asked : all);
const onlyPages = process.argv
  .find((arg) => arg.startsWith('--pages='))
  ?.slice('--pages='.length)
  .split(',')
  .filter(Boolean);
/** Whether a measured route is among those asked for, `/careers` standing for its offers' pages too. */
const asks = (route: string) =>
  !onlyPages ||
  onlyPages.some((page) => [page, localizedHref(page, 'fr')].some((wanted) => route === wanted || route.startsWith(`${wanted}/`)));

const lines: string[] = [
  '# Benchmark report',
  '',
  `Measured ${new Date().toISOString()} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}.`,
  '',
];
const log = (text: string) => {
  console.log(text);
  lines.push(text);
};

if (sections.has('build')) {
  const seconds = measureBuild();
  log(`## Build\n\n\`astro build\`: ${seconds.toFixed(1)} s\n`);
}

if (sections.has('bundle')) {
  const chunks = await measureBundle();
  log('## Browser chunks\n');
  log(
    'Every JavaScript file the build emits for browsers (islands, admin, Astro), largest first, with its three largest parts: npm packages, or our own files, as a share of the chunk before minification (bench/bundle.ts).\n',
  );
  log(
    table(
      ['Chunk', 'JS gzip KB', 'Largest parts'],
      chunks.map((chunk) => [
        chunk.file.replace('_astro/', ''),
        formatKb(chunk.gzipBytes),
        chunk.top.map((part) => `${part.name} ${(part.share * 100).toFixed(0)} %`).join(', '),
      ]),
    ),
  );
  log('');
  const framework = chunks.filter((chunk) => chunk.framework);
  log(
    `**Framework floor: ${formatKb(frameworkFloor(chunks))} KB gzipped** — ${framework.map((chunk) => `\`${chunk.file.replace('_astro/', '')}\` ${formatKb(chunk.gzipBytes)}`).join(', ')}: the chunks made only of React, React DOM, its scheduler, Astro's React renderer and the bundler's runtime, which every island page loads before any island code.\n`,
  );
}

const routes = publicRoutes();
const needsPlatform = sections.has('weight') || sections.has('lighthouse') || sections.has('islands') || sections.has('wordpress');
const platform = needsPlatform ? await startPlatformProcess({ seed: 'demo' }) : undefined;
try {
  if (platform) {
    // The portfolio's pages the function renders, and their French twins.
    const portfolio = await portfolioRoutes(platform.url);
    routes.push(...portfolio, ...portfolio.map((route) => localizedHref(route, 'fr')));
    // An open offer's page, rendered on demand as the portfolio's are.
    const [offer] = (await (await fetch(new URL('/api/jobs', platform.url))).json()) as { slug: string }[];
    if (offer) routes.push(`/careers/${offer.slug}`, localizedHref(`/careers/${offer.slug}`, 'fr'));
  }
  const measured = routes.filter(asks);
  if (platform && sections.has('islands')) {
    const jobs = (await (await fetch(new URL('/api/jobs', platform.url))).json()) as { slug: string }[];
    const islandRoutes = [
      '/',
      '/contact',
      '/projects-enhanced',
      '/projects',
      '/careers',
      ...jobs.slice(0, 1).map((job) => `/careers/${job.slug}`),
    ];
    const pages = await measureIslands(platform.url, [...islandRoutes, ...islandRoutes.map((route) => localizedHref(route, 'fr'))]);
    const kb = (bytes: number) => formatKb(bytes);
    log('## Island code above the framework floor\n');
    log(
      'Each page with an island, loaded in Chromium from the local platform and scrolled to the bottom so every island hydrates and its lazy chunks load (bench/islands.ts); then, where an island loads more code on first use, its first field or filter is focused and what that loads is listed apart. The floor is Astro\'s React renderer and what it imports (React, React DOM, the scheduler, the bundler\'s runtime): every island page loads it first. Above it, every other script the page loaded, gzipped and brotli-compressed per file; "Served as" is the Content-Encoding the local platform answered Chromium with. Budget: 12 KB gzipped above the floor.\n',
    );
    log(
      table(
        [
          'Route',
          'Floor gzip',
          'Above gzip',
          'Above brotli',
          'Served as',
          'Files above the floor (gzip KB)',
          'Later, on first use (gzip KB)',
        ],
        pages.map((page) => [
          page.route,
          kb(totalOf(page.floor, 'gzipBytes')),
          kb(totalOf(page.above, 'gzipBytes')),
          kb(totalOf(page.above, 'brotliBytes')),
          [...new Set([...page.floor, ...page.above].map((script) => script.servedAs || 'identity'))].join(', '),
          page.above.map((script) => `${script.file} ${kb(script.gzipBytes)}`).join(', '),
          page.later.map((script) => `${script.file} ${kb(script.gzipBytes)}`).join(', '),
        ]),
      ),
    );
    const over = pages.filter((page) => totalOf(page.above, 'gzipBytes') > 12 * 1024);
    log(`\nPages over 12 KB gzipped above the floor: ${over.length === 0 ? 'none' : over.map((page) => page.route).join(', ')}.\n`);
  }
  if (platform && sections.has('weight')) {
    const weights = await measureWeights(platform.url, [...measured, ...(onlyPages ? [] : ['/admin/login'])]);
    log('## Bytes per page\n');
    log(
      'Everything Chromium loads for the page (after scrolling to the bottom so lazy islands hydrate), in KB. gzip is computed per file.\n',
    );
    log(
      table(
        ['Route', 'HTML', 'HTML gzip', 'CSS', 'CSS gzip', 'JS', 'JS gzip', 'JS files', 'Other'],
        weights.map((w) => [
          w.route,
          formatKb(w.html.raw),
          formatKb(w.html.gzip),
          formatKb(w.css.raw),
          formatKb(w.css.gzip),
          formatKb(w.js.raw),
          formatKb(w.js.gzip),
          w.js.files,
          formatKb(w.other.raw),
        ]),
      ),
    );
    const overBudget = weights.filter((w) => w.route !== '/admin/login' && w.html.gzip > 14 * 1024);
    log(`\nHTML over 14 KB gzipped: ${overBudget.length === 0 ? 'none' : overBudget.map((w) => w.route).join(', ')}.\n`);
  }
  if (platform && sections.has('lighthouse')) {
    const results = await runLighthouse(platform.url.replace('127.0.0.1', 'localhost'), [
      ...measured,
      ...(onlyPages ? [] : ['/admin/login']),
    ]);
    log('## Lighthouse (mobile preset)\n');
    log(`Each figure is the median of ${RUNS} runs of the route (bench/lighthouse.ts).\n`);
    log(
      table(
        ['Route', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
        results.map((r) => [
          r.route,
          r.performance,
          r.accessibility,
          r.bestPractices,
          r.seo,
          r.lcpMs.toFixed(0),
          r.tbtMs.toFixed(0),
          r.cls.toFixed(3),
        ]),
      ),
    );
    const below = results.filter((r) => Math.min(r.performance, r.accessibility, r.bestPractices, r.seo) < 100);
    log(`\nPages below 100 in any category: ${below.length === 0 ? 'none' : below.map((r) => r.route).join(', ')}.\n`);
  }
  if (platform && sections.has('wordpress')) {
    const costs = await measureRenderingCost(platform.url, measured);
    const peer = costs.find((cost) => cost.route === peerRoute);
    const styleLayout = (cost: (typeof costs)[number]) => cost.mainThread.styleLayout;
    log('## Rendering cost beside WordPress\n');
    log(
      `Every page with no script file, both languages, and the WordPress peer (Twenty Twenty-Three's About page, bench/wordpress-peer/README.md), served from memory by one local server, gzipped, and measured by Lighthouse's mobile preset in one browser, run by run (bench/wordpress.ts); each figure is the median of ${RUNS} runs (the peer's, of its runs spread through the whole run). Main-thread time by Lighthouse's categories (mainthread-work-breakdown), in ms. Target: TBT ≤ 30 ms and style and layout at or under the peer's, on every page.\n`,
    );
    log(
      table(
        ['Route', 'Performance', 'LCP ms', 'TBT ms', ...categories, 'Style & layout ÷ peer'],
        costs.map((cost) => [
          cost.route === peerRoute ? `**WordPress peer** ${cost.route}` : cost.route,
          cost.performance,
          cost.lcpMs.toFixed(0),
          cost.tbtMs.toFixed(0),
          ...categories.map((category) => cost.mainThread[category].toFixed(0)),
          peer ? (styleLayout(cost) / styleLayout(peer)).toFixed(2) : '',
        ]),
      ),
    );
    const ours = costs.filter((cost) => cost.route !== peerRoute);
    const missed = ours.filter((cost) => cost.tbtMs > 30 || (peer !== undefined && styleLayout(cost) > styleLayout(peer)));
    log(
      `\nPages over TBT 30 ms or over the peer's style and layout: ${missed.length === 0 ? 'none' : missed.map((cost) => cost.route).join(', ')}.`,
    );
    log(
      `Load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(', ')} at the end (timings on a loaded machine are indicative).\n`,
    );
  }
  if (platform && sections.has('lighthouse') && sections.has('weight') && !onlyPages) {
    // The dashboard as an admin first sees it after signing in: a stored session, an empty cache.
    const { localStorage: session } = await adminSession(platform.url);
    const [weight] = await measureWeights(platform.url, ['/admin/dashboard'], session);
    const [result] = await runLighthouse(platform.url.replace('127.0.0.1', 'localhost'), ['/admin/dashboard'], session);
    if (!weight || !result) throw new Error('The dashboard was not measured');
    log('## Admin dashboard, first load\n');
    log(
      'Signed in (the session stored as the login page stores it), cache empty: bytes as above, Lighthouse mobile preset (SEO is not scored for the admin: it is noindex).\n',
    );
    log(
      table(
        ['Route', 'HTML gzip', 'JS gzip', 'JS files', 'Performance', 'Accessibility', 'Best practices', 'LCP ms', 'TBT ms', 'CLS'],
        [
          [
            weight.route,
            formatKb(weight.html.gzip),
            formatKb(weight.js.gzip),
            weight.js.files,
            result.performance,
            result.accessibility,
            result.bestPractices,
            result.lcpMs.toFixed(0),
            result.tbtMs.toFixed(0),
            result.cls.toFixed(3),
          ],
        ],
      ),
    );
    log('');
  }
} finally {
  await platform?.stop();
}

if (sections.has('css')) {
  const visits = await measureCssDelivery(['/about', '/services', '/sectors/energy']);
  log('## Inline or external CSS\n');
  log(
    'The site built with every stylesheet inlined (as shipped) and with every stylesheet as a file, served with the production cache headers; Lighthouse (mobile preset) loads three pages in one browser profile, the first cold, the next two with its cache (bench/css.ts). Transfer is what crossed the network, gzipped.\n',
  );
  log(
    table(
      ['Variant', 'Page', 'Cache', 'Transfer KB', 'LCP ms', 'Performance'],
      visits.map((v) => [v.variant, v.route, v.cache, formatKb(v.transferBytes), v.lcpMs.toFixed(0), v.performance]),
    ),
  );
  log('');
  for (const variant of ['inline', 'external'] as const) {
    const mine = visits.filter((v) => v.variant === variant);
    const bytes = mine.reduce((sum, v) => sum + v.transferBytes, 0);
    const lcp = mine.reduce((sum, v) => sum + v.lcpMs, 0) / mine.length;
    log(`- ${variant}: ${formatKb(bytes)} KB for the visit, mean LCP ${lcp.toFixed(0)} ms`);
  }
  log('');
}

if (sections.has('api')) {
  const api = await measureApi();
  log('## API latency\n');
  log(api.description);
  log('');
  log(
    table(
      ['Where', 'Call', 'Projects stored', 'p50 ms', 'p99 ms', 'req/s'],
      api.rows.map((r) => [r.where, r.call, r.size, formatMs(r.p50), formatMs(r.p99), r.rps.toFixed(0)]),
    ),
  );
  log('');
  for (const growth of api.growth) log(`- ${growth}`);
  log('');
  log(
    'Store at the end of the run (1,000 enhanced projects, each created once and some saved many times by the runs above), by key prefix:\n',
  );
  log(
    table(
      ['Prefix', 'Documents', 'KB'],
      api.stored.map((part) => [part.prefix, part.documents, (part.bytes / 1024).toFixed(0)]),
    ),
  );
  log('');
}

if (sections.has('api-scale')) {
  const scale = await measureApiScale();
  const [small, large] = SCALE_SIZES.map((size) => size.label);
  const at = <R extends { size: string }>(rows: readonly R[], size: string | undefined, key: (row: R) => string) =>
    new Map(rows.filter((row) => row.size === size).map((row) => [key(row), row]));
  log('## API at scale\n');
  log(
    `In-process against a file-backed Blobs server (bench/api-scale.ts): the function entries called directly, every Blobs read and write a real HTTP round trip. The site at ${small} projects, then grown to ${large}: ${scale.seeding.join('; ')}. Reads: 100 sequential calls after 10; writes: 30 after 3. Load average ${scale.load.start.toFixed(1)} at the start, ${scale.load.end.toFixed(1)} at the end (timings on a loaded machine are indicative). Targets (issue 33): public reads p50 ≤ 10 ms, the first answer of every list ≤ 50 KB gzipped, admin writes at ${large} ≤ 1.5× their cost at ${small}.\n`,
  );
  for (const [title, rows] of [
    ['Public reads', scale.reads],
    ['Admin writes', scale.writes],
  ] as const) {
    const before = at(rows, small, (row) => row.call);
    const after = at(rows, large, (row) => row.call);
    log(
      table(
        [title, 'Status', `p50 ms at ${small}`, `p99 ms at ${small}`, `p50 ms at ${large}`, `p99 ms at ${large}`, '× p50'],
        [...after.values()].map((row) => {
          const base = before.get(row.call);
          return [
            row.call,
            row.status,
            base ? formatMs(base.p50) : '',
            base ? formatMs(base.p99) : '',
            formatMs(row.p50),
            formatMs(row.p99),
            base ? (row.p50 / base.p50).toFixed(2) : '',
          ];
        }),
      ),
    );
    log('');
  }
  const before = at(scale.lists, small, (row) => row.list);
  log(
    table(
      ['First answer of a list', `Items at ${small}`, `KB gzip at ${small}`, `Items at ${large}`, `KB at ${large}`, `KB gzip at ${large}`],
      scale.lists
        .filter((row) => row.size === large)
        .map((row) => [
          row.list,
          before.get(row.list)?.items ?? '',
          formatKb(before.get(row.list)?.gzipBytes ?? 0),
          row.items ?? '',
          formatKb(row.bytes),
          formatKb(row.gzipBytes),
        ]),
    ),
  );
  log('');
}

if (sections.has('admin-list')) {
  const times = await measureAdminList();
  log('## Admin project list at 500 projects\n');
  log(
    `A signed-in admin opens /admin/projects-enhanced with ${times.projects} projects stored, cache empty, 1280 px wide: time from navigation to the first page of 50 cards and its count, the list's read within it and the time from its answer to the cards shown; then a search ("lavera", a fifth of them) until the count changes. Median of ${times.firstScreenMs.length} loads (bench/admin-list.ts).\n`,
  );
  log(
    table(
      ['Measure', 'Median ms', 'Runs ms'],
      [
        ['First screen', formatMs(medianOf(times.firstScreenMs)), times.firstScreenMs.map((ms) => ms.toFixed(0)).join(', ')],
        ["The list's read starts", formatMs(medianOf(times.readStartMs)), times.readStartMs.map((ms) => ms.toFixed(0)).join(', ')],
        ['GET /api/admin/projects-enhanced', formatMs(medianOf(times.apiMs)), times.apiMs.map((ms) => ms.toFixed(0)).join(', ')],
        ['List shown after its data', formatMs(medianOf(times.renderMs)), times.renderMs.map((ms) => ms.toFixed(0)).join(', ')],
        ['Search', formatMs(medianOf(times.searchMs)), times.searchMs.map((ms) => ms.toFixed(0)).join(', ')],
      ],
    ),
  );
  log(
    `\nThe list's answer: ${formatKb(medianOf(times.apiBytes))} KB for the page of 50 (JSON, uncompressed); the whole list, which the admin read before ADR 0057, is ${formatKb(times.wholeListBytes)} KB.\n`,
  );
}

if (sections.has('admin-bytes')) {
  const screens = await measureAdminBytes();
  log('## Admin JavaScript before the first screen\n');
  log(
    "Signed in, cache empty: every script that has arrived when the screen shows its content (the dashboard's counts, the list's count), gzipped per file (bench/admin-bytes.ts). Budget of issue 33: 125 KB on the dashboard.\n",
  );
  log(
    table(
      ['Screen', 'JS gzip KB', 'Files', 'Largest files (KB)'],
      screens.map(({ screen, scripts }) => [
        screen,
        formatKb(totalBytes(scripts)),
        scripts.length,
        scripts
          .slice(0, 8)
          .map((script) => `${script.file} ${formatKb(script.gzipBytes)}`)
          .join(', '),
      ]),
    ),
  );
  const dashboard = await measureDashboardLighthouse();
  log(
    `\nThe dashboard in Lighthouse (mobile preset, medians of ${RUNS} runs, signed in, cache empty; load average ${loadavg()[0]!.toFixed(1)}): performance ${dashboard.performance}, LCP ${dashboard.lcpMs.toFixed(0)} ms, TBT ${dashboard.tbtMs.toFixed(0)} ms, CLS ${dashboard.cls.toFixed(3)}, accessibility ${dashboard.accessibility}, best practices ${dashboard.bestPractices}. Targets of issue 33: performance at least 98, LCP at most 1.2 s.`,
  );
  log('');
}

if (sections.has('photos')) {
  const photos = await measurePhotos();
  const kb = (bytes: number) => `${formatKb(bytes)} KB`;
  const lh = photos.lighthouse;
  log('## Photos\n');
  log(
    `A phone photo (${photos.source.width} × ${photos.source.height}, ${(photos.source.bytes / 2 ** 20).toFixed(1)} MB JPEG with camera metadata) uploaded from the admin's media library, then a project's featured photo; and the portfolio list with ${photos.cards} photo cards. Bytes are what a 375 px phone (device pixel ratio 2) loads before scrolling, through the image CDN, after a first visit made its copies (bench/photos.ts).\n`,
  );
  log(
    table(
      ['Measure', 'Figure', 'Budget'],
      [
        [
          'Upload from the admin (choose, type alt, stored)',
          `${(medianOf(photos.uploadMs) / 1000).toFixed(1)} s (runs ${photos.uploadMs.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s)`,
          '≤ 3 s',
        ],
        ['Stored photo', `${photos.stored.width} × ${photos.stored.height}, ${kb(photos.stored.bytes)}`, '≤ 2560 px'],
        [`Project page images at 375 px (${photos.projectRoute})`, kb(photos.projectImageBytes), '≤ 60 KB'],
        [`List page images at 375 px, ${photos.cards} cards (${photos.listImages} images loaded)`, kb(photos.listImageBytes), '≤ 300 KB'],
        [
          'Project page Lighthouse (perf, a11y, best practices, SEO)',
          `${lh.performance}, ${lh.accessibility}, ${lh.bestPractices}, ${lh.seo}`,
          '100 × 4',
        ],
        ['Project page LCP', `${lh.lcpMs.toFixed(0)} ms`, '≤ 800 ms'],
        ['Project page CLS', lh.cls.toFixed(3), '< 0.02'],
        [
          'The same project without its photo: performance, LCP',
          `${photos.withoutPhoto.performance}, ${photos.withoutPhoto.lcpMs.toFixed(0)} ms`,
          '',
        ],
        ['LCP with the photo ÷ without', (lh.lcpMs / photos.withoutPhoto.lcpMs).toFixed(2), ''],
      ],
    ),
  );
  log(
    `\nLighthouse ran the two pages run for run, ${RUNS} runs each (medians), with the machine's load average at ${photos.load[0].toFixed(1)} before and ${photos.load[1].toFixed(1)} after.\n`,
  );
}

if (sections.has('media-writes')) {
  const rows = await measureMediaWrites();
  const ms = (value: number) => value.toFixed(1);
  log('## Media library writes by number of projects\n');
  log(
    'Each project shows a featured photo and a gallery of three, from a library of 40. A change of a photo (`PUT /api/admin/media`) and a refused delete of one still shown (409) first read where every photo is used: both project collections, a document each (functions/media/usage.ts). In-process against a file-backed Blobs server, 30 calls each, in ms (bench/media-writes.ts).\n',
  );
  log(
    table(
      ['Projects', 'Where photos are used (read) p50', 'PUT p50', 'PUT p99', 'Refused DELETE p50'],
      rows.map((row) => [String(row.projects), ms(row.usesP50), ms(row.putP50), ms(row.putP99), ms(row.refusedDeleteP50)]),
    ),
  );
  log('');
}

if (sections.has('audience')) {
  const figures = await measureAudience();
  const ms = (value: number) => value.toFixed(1);
  log('## Audience measurement\n');
  log(
    "In-process against a file-backed Blobs server (bench/audience.ts): 200 page views one after another (`POST /api/hit`: the rate limit and the view's own document), then 50 views of one page sent at once, counted before and after the roll-up. Budget: p50 ≤ 20 ms, no view lost.\n",
  );
  log(
    table(
      ['Measure', 'Figure', 'Budget'],
      [
        ['`POST /api/hit` p50', `${ms(figures.hitP50)} ms`, '≤ 20 ms'],
        ['`POST /api/hit` p99', `${ms(figures.hitP99)} ms`, ''],
        ['50 concurrent views of one page: answered 204', String(figures.concurrent.sent), '50'],
        ['… counted before the roll-up', String(figures.concurrent.counted), '50'],
        ['… counted after the roll-up', String(figures.concurrent.countedAfterRollUp), '50'],
        ['… all 50 answered in', `${ms(figures.concurrent.wallMs)} ms`, ''],
        ['Roll-up of the 250 views', `${ms(figures.rollUpMs)} ms`, ''],
        ['Audience report, 30 days', `${ms(figures.reportMs)} ms`, ''],
      ],
    ),
  );
  log('');
}

if (sections.has('functions')) {
  const functions = await measureFunctions();
  const kb = (bytes: number) => formatKb(bytes);
  const ms = (f: (typeof functions)[number], measure: (start: ColdStart) => number) => coldStartMedian(f, measure).toFixed(0);
  log('## Functions: bundles and cold starts\n');
  log(
    `Every function as a deploy ships it: pre-bundled by \`npm run build:functions\` and zipped by Netlify's own bundler, as the deploy check does, then unzipped and started ${COLD_STARTS} times, each in a fresh process through Netlify's own bootstrap, for one request to its first route (bench/functions.ts). Netlify's files (its entry, its bootstrap and its telemetry loader, which its bundler adds to every function) and assets the function reads as files (build output, demo photos) are counted apart from code (our module and any npm package file shipped beside it). Cold start, on the process's own clock: Node's start, the bundle's import and the first answer (from its event's arrival, the harness's messages left out); CPU is the process's CPU time by then. Medians. Budget: code ≤ 300 KB zipped, cold start ≤ 150 ms.\n`,
  );
  log(
    table(
      [
        'Function',
        'Zip KB',
        'Netlify zip KB',
        'Assets zip KB',
        'Code zip KB',
        'Code KB',
        'Cold start ms',
        "Node's start ms",
        'Import ms',
        'First answer ms',
        'CPU ms',
        'Largest parts (KB)',
      ],
      functions.map((f) => [
        f.name,
        kb(f.zipBytes),
        kb(f.netlifyZipBytes),
        kb(f.assetZipBytes),
        kb(f.codeZipBytes),
        kb(f.codeBytes),
        ms(f, (start) => start.totalMs),
        ms(f, (start) => start.importStartMs),
        ms(f, (start) => start.importedMs - start.importStartMs),
        ms(f, (start) => start.answerMs),
        ms(f, (start) => start.cpuMs),
        f.parts
          .filter((part) => part.kind === 'code')
          .slice(0, 5)
          .map((part) => `${part.name} ${kb(part.bytes)}`)
          .join(', '),
      ]),
    ),
  );
  const over = functions.filter((f) => f.codeZipBytes > 300 * 1024);
  const slow = functions.filter((f) => coldStartMedian(f, (start) => start.totalMs) > 150);
  log(`\nCode over 300 KB zipped: ${over.length === 0 ? 'none' : over.map((f) => f.name).join(', ')}.`);
  log(`Cold starts over 150 ms: ${slow.length === 0 ? 'none' : slow.map((f) => f.name).join(', ')}.`);
  log(
    `Load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')} at the end (timings on a loaded machine are indicative; CPU time is less sensitive to load).\n`,
  );
}

// A run over some pages or sections only would leave the report without the others: it prints, and is merged by hand.
if (!onlyPages && asked.length === 0) {
  const reportPath = path.join(import.meta.dirname, 'report.md');
  await writeFile(reportPath, `${lines.join('\n')}\n`);
  console.log(`\nReport written to ${reportPath}`);
}
