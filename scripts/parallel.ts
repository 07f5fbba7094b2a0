import { spawn } from 'node:child_process';

// `node scripts/parallel.ts check:eslint check:types,check:format`: runs lanes
// of npm scripts at the same time and fails if any script fails. A lane is a
// comma-separated list run in order, stopping at its first failure. ESLint,
// astro check and Prettier each keep one core busy, so on a 2-core machine
// `npm test` balances two lanes: ESLint and knip (about 100 and 7 s of CPU),
// astro check and Prettier (about 80 and 25 s). The unit
// and API tests come after both lanes: they keep both cores busy on their own,
// and running them beside ESLint measured the same within the noise (checks
// and tests 288 s and 337 s that way, 310 s this way). Each script's output
// is held and printed whole when it ends, so the lines of one never interleave
// with another's.

interface Outcome {
  name: string;
  code: number;
  seconds: number;
  output: string;
}

function run(name: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds, output: Buffer.concat(chunks).toString('utf8') });
    });
    child.on('error', (error) => {
      resolve({ name, code: 1, seconds: 0, output: String(error) });
    });
  });
}

async function runLane(names: readonly string[]): Promise<number> {
  for (const name of names) {
    const outcome = await run(name);
    process.stdout.write(outcome.output);
    console.log(`── ${name}: ${outcome.code === 0 ? 'passed' : `failed (exit ${outcome.code})`} in ${outcome.seconds} s\n`);
    if (outcome.code !== 0) return outcome.code;
  }
  return 0;
}

const lanes = process.argv.slice(2).map((lane) => lane.split(',').filter(Boolean));
if (lanes.length === 0 || lanes.some((lane) => lane.length === 0)) {
  console.error('Usage: node scripts/parallel.ts <npm script>[,<npm script>…] [<lane>…]');
  process.exit(2);
}

const codes = await Promise.all(lanes.map(runLane));
process.exit(codes.find((code) => code !== 0) ?? 0);
