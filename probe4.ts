// @ts-nocheck
import { gzipSync } from 'node:zlib';
import { startPlatformProcess } from '#tests/fixtures/platform.ts';
const platform = await startPlatformProcess({ seed: 'demo' });
try {
  const s = await (await fetch(new URL('/projects-enhanced', platform.url))).text();
  const g = (x) => gzipSync(x).length;
  const take = (re) => (s.match(re) ?? []).join('');
  const styles = take(/<style[^>]*>[\s\S]*?<\/style>/g), scripts = take(/<script[^>]*>[\s\S]*?<\/script>/g);
  const island = take(/<astro-island[\s\S]*?<\/astro-island>/g);
  const head = take(/<head>[\s\S]*?<\/head>/g);
  console.log('total', g(s), 'styles', styles.length, g(styles), 'scripts', scripts.length, g(scripts), 'island', island.length, g(island), 'head', g(head));
  for (const m of scripts.match(/<script[^>]*>[\s\S]*?<\/script>/g)) console.log('  script', m.length, m.slice(0, 100));
  console.log(island.slice(0, 1500));
} finally { await platform.stop(); process.exit(0); }
