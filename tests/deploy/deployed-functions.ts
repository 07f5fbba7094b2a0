import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveConfig } from '@netlify/config';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { unzipSync } from 'fflate';
import type { RunningBlobs } from '#netlify/blobs-server.ts';
import { bundleFunctionSources } from '#scripts/bundle-functions.ts';
import type { DeployContext } from '#src/schemas/deploy.ts';

// The functions as Netlify deploys them: netlify.toml resolved by
// @netlify/config, the functions pre-bundled as the build command does
// (`npm run build:functions`, ADR 0082), every function bundled by
// @netlify/zip-it-and-ship-it into
// the zip Netlify uploads, outside the project, each zip unpacked into a
// directory as Lambda unpacks it, and each bundle run in a process of its own
// (tests/deploy/lambda-host.ts) through Netlify's own bootstrap, with an event
// shaped like the one Netlify's edge sends (URL, headers with the deploy
// context and client address, base64 body, Blobs credentials).

const root = path.resolve(import.meta.dirname, '..', '..');
const host = path.join(import.meta.dirname, 'lambda-host.ts');

/** A file of a bundle's zip: its path in the zip, its size and its compressed size. */
export interface BundledFile {
  path: string;
  bytes: number;
  zipBytes: number;
}

export interface Bundle {
  name: string;
  directory: string;
  /** The size of the zip Netlify uploads for the function. */
  zipBytes: number;
  files: BundledFile[];
  routes: { pattern: string; methods: string[] }[];
  schedule: string | undefined;
  /** The source files the pre-bundle put into the function's module, relative to the project. */
  sources: string[];
}

export interface Bundles {
  functionsDirectory: string;
  list: Bundle[];
  cleanup: () => Promise<void>;
}

interface TomlFunctionConfig {
  node_bundler?: string;
  included_files?: string[];
}

/** netlify.toml's [functions] blocks as Netlify's build hands them to the bundler (camelCase, per function name or glob). */
function bundlerConfig(
  functions: Record<string, TomlFunctionConfig>,
): Record<string, { nodeBundler?: 'esbuild' | 'none'; includedFiles?: string[] }> {
  return Object.fromEntries(
    Object.entries(functions).map(([name, config]) => [
      name,
      {
        ...(config.node_bundler === 'esbuild' || config.node_bundler === 'none' ? { nodeBundler: config.node_bundler } : {}),
        ...(config.included_files ? { includedFiles: config.included_files } : {}),
      },
    ]),
  );
}

export async function bundleFunctions(): Promise<Bundles> {
  const sources = await bundleFunctionSources();
  const resolved = await resolveConfig({ cwd: root, repositoryRoot: root, offline: true, context: 'production', buffer: true });
  const functionsDirectory = (resolved.config as { functionsDirectory: string }).functionsDirectory;
  const output = await mkdtemp(path.join(tmpdir(), 'deployed-functions-'));
  const zipped = await zipFunctions([functionsDirectory], output, {
    archiveFormat: 'zip',
    basePath: root,
    repositoryRoot: root,
    config: bundlerConfig((resolved.config as { functions?: Record<string, TomlFunctionConfig> }).functions ?? {}),
  });
  const list = await Promise.all(
    zipped.map(async (result) => {
      const directory = path.join(output, result.name);
      const files = await unzipInto(result.path, directory);
      return {
        name: result.name,
        directory,
        zipBytes: (await stat(result.path)).size,
        files,
        routes: (result.routes ?? []).map((route) => ({ pattern: route.pattern, methods: route.methods ?? [] })),
        schedule: result.schedule,
        sources: sources[result.name] ?? [],
      };
    }),
  );
  return { functionsDirectory, list, cleanup: () => rm(output, { recursive: true, force: true }) };
}

/** Unpacks a zip into a directory, as Lambda does before it starts the function, and lists its files with their sizes. */
async function unzipInto(zip: string, directory: string): Promise<BundledFile[]> {
  const files: BundledFile[] = [];
  const entries = unzipSync(await readFile(zip), {
    filter: (file) => {
      if (!file.name.endsWith('/')) files.push({ path: file.name, bytes: file.originalSize, zipBytes: file.size });
      return true;
    },
  });
  for (const [name, bytes] of Object.entries(entries)) {
    if (name.endsWith('/')) continue;
    const target = path.join(directory, name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
  return files.sort((a, b) => b.bytes - a.bytes);
}

interface Answer {
  id: number;
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  error?: string;
  receivedMs?: number;
  answeredMs?: number;
  cpuMs?: number;
}

interface Ready {
  ready: true;
  importStartMs: number;
  importedMs: number;
}

/** A cold start on the instance's own clock (milliseconds since its process started). */
export interface ColdStart {
  /** When the host was about to import the bundle: Node's own start and the host's. */
  importStartMs: number;
  /** When the bundle's import (Netlify's bootstrap, the function and what it imports) was done. */
  importedMs: number;
  /** The first answer's work: from its event's arrival to the answer complete (the harness's messages left out). */
  answerMs: number;
  /** Node's start, the import and the first answer: the cold start to the first answer. */
  totalMs: number;
  /** The CPU time the process had used when it answered. */
  cpuMs: number;
}

/** One function instance: a process hosting a bundle, answering events in turn. */
class Instance {
  private readonly pending = new Map<number, (answer: Answer) => void>();
  private next = 0;
  readonly ready: Promise<void>;
  readonly logs: string[] = [];
  private readonly child: ChildProcess;
  private started: Ready | undefined;
  coldStart: ColdStart | undefined;

  constructor(bundle: Bundle, env: Record<string, string>) {
    this.child = fork(host, [], {
      cwd: bundle.directory,
      // Only what Netlify's runtime gives a function: the site's variables and
      // Node itself; nothing from this machine's or the project's environment.
      env: { PATH: path.dirname(process.execPath), NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      execArgv: [],
    });
    this.child.stdout!.on('data', (chunk: Buffer) => this.logs.push(chunk.toString('utf8')));
    this.child.stderr!.on('data', (chunk: Buffer) => this.logs.push(chunk.toString('utf8')));
    this.ready = new Promise((resolve, reject) => {
      this.child.once('exit', (code) => reject(new Error(`${bundle.name} exited with ${code}: ${this.logs.join('')}`)));
      this.child.on('message', (message: Answer | Ready) => {
        if ('ready' in message) {
          this.started = message;
          resolve();
          return;
        }
        if (!this.coldStart && this.started && message.answeredMs !== undefined && message.receivedMs !== undefined) {
          const { importStartMs, importedMs } = this.started;
          const answerMs = message.answeredMs - message.receivedMs;
          this.coldStart = { importStartMs, importedMs, answerMs, totalMs: importedMs + answerMs, cpuMs: message.cpuMs ?? 0 };
        }
        this.pending.get(message.id)?.(message);
        this.pending.delete(message.id);
      });
    });
  }

  async invoke(event: Record<string, unknown>, purgeToken: string | undefined): Promise<Answer> {
    await this.ready;
    const id = this.next++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.child.send({ id, event, purgeToken });
    });
  }

  stop(): void {
    this.child.kill();
  }
}

export interface DeployOptions {
  context: DeployContext;
  /** The site's environment variables, as set in Netlify's UI. */
  env?: Record<string, string>;
  /** What Netlify passes deployed functions for the purge API. */
  purgeToken?: string;
}

export interface CallOptions {
  ip?: string;
  /** The function to invoke whatever the address, as Netlify invokes a scheduled function (which has no route). */
  function?: string;
}

/** A deploy of the bundles in one context, with one environment, backed by a Blobs server. */
export class Deploy {
  private readonly instances = new Map<string, Instance>();
  readonly siteId = 'deploy-check-site';
  readonly deployId = randomUUID();

  private readonly bundles: Bundles;
  private readonly blobs: RunningBlobs;
  private readonly options: DeployOptions;

  constructor(bundles: Bundles, blobs: RunningBlobs, options: DeployOptions) {
    this.bundles = bundles;
    this.blobs = blobs;
    this.options = options;
  }

  private route(url: URL, method: string): { bundle: Bundle; pattern: string } | undefined {
    for (const bundle of this.bundles.list) {
      for (const route of bundle.routes) {
        if (route.methods.length > 0 && !route.methods.includes(method)) continue;
        if (new URLPattern({ pathname: route.pattern }).test({ pathname: url.pathname })) return { bundle, pattern: route.pattern };
      }
    }
    return undefined;
  }

  private instance(bundle: Bundle): Instance {
    let instance = this.instances.get(bundle.name);
    if (!instance) {
      instance = new Instance(bundle, { SITE_ID: this.siteId, ...this.options.env });
      this.instances.set(bundle.name, instance);
    }
    return instance;
  }

  /** What the deployed function answering `request` returns, or a 404 when no function has the route. */
  async fetch(request: Request, call: CallOptions = {}): Promise<Response> {
    const url = new URL(request.url);
    const named = this.bundles.list.find((bundle) => bundle.name === call.function);
    const target = named ? { bundle: named, pattern: url.pathname } : this.route(url, request.method);
    if (!target) return new Response('Not found', { status: 404 });
    const body = request.body ? Buffer.from(await request.arrayBuffer()).toString('base64') : undefined;
    const event = {
      rawUrl: request.url,
      httpMethod: request.method,
      headers: {
        ...Object.fromEntries(request.headers),
        'x-nf-client-connection-ip': call.ip ?? '203.0.113.10',
        'x-nf-deploy-context': this.options.context,
        'x-nf-deploy-id': this.deployId,
        'x-nf-site-id': this.siteId,
        'x-nf-request-id': randomUUID(),
      },
      body,
      isBase64Encoded: body !== undefined,
      blobs: Buffer.from(
        JSON.stringify({
          url: this.blobs.context.edgeURL,
          url_uncached: this.blobs.context.uncachedEdgeURL,
          token: this.blobs.token,
          primary_region: 'us-east-2',
        }),
      ).toString('base64'),
      flags: {},
      route: target.pattern,
      invocationMetadata: { function_name: target.bundle.name },
    };
    const answer = await this.instance(target.bundle).invoke(event, this.options.purgeToken);
    if (answer.error !== undefined) throw new Error(`${target.bundle.name} failed: ${answer.error}`);
    const status = answer.status!;
    const nullBody = status === 204 || status === 304 || request.method === 'HEAD';
    return new Response(nullBody ? null : Buffer.from(answer.body!, 'base64'), { status, headers: answer.headers ?? {} });
  }

  /** The cold start of the function's instance in this deploy, once it has answered. */
  coldStart(name: string): ColdStart | undefined {
    return this.instances.get(name)?.coldStart;
  }

  /** Every line the deploy's functions logged so far. */
  logs(): string {
    return [...this.instances.values()].flatMap((instance) => instance.logs).join('');
  }

  stop(): void {
    for (const instance of this.instances.values()) instance.stop();
    this.instances.clear();
  }
}
