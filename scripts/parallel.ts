import { spawn } from 'node:child_process';

// `node scripts/parallel.ts check:lint check:types`: runs npm scripts at the
// same time and fails if any fails. ESLint, tsc and astro check each use one
// core, so on a 2-core machine two of them side by side take the time of the
// longest. Each script's output is held and printed whole when it ends, so
// the lines of one never interleave with another's.

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

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Usage: node scripts/parallel.ts <npm script> [<npm script>…]');
  process.exit(2);
}

const outcomes = await Promise.all(
  names.map(async (name) => {
    const outcome = await run(name);
    process.stdout.write(outcome.output);
    console.log(`── ${name}: ${outcome.code === 0 ? 'passed' : `failed (exit ${outcome.code})`} in ${outcome.seconds} s\n`);
    return outcome;
  }),
);
process.exit(outcomes.find((outcome) => outcome.code !== 0)?.code ?? 0);
