import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

// Hosts one bundled function the way Netlify's Lambda runtime does, in a process
// of its own started in the bundle's directory (no project source or
// node_modules on its resolution path): it provides the `awslambda` global that
// Netlify's bootstrap expects, imports the bundle's `___netlify-entry-point.mjs`
// (which wraps the function with that bootstrap), and answers each event sent
// over IPC with the streamed response. Only Node built-ins are imported here.

interface Invocation {
  id: number;
  event: Record<string, unknown>;
  purgeToken?: string;
}

interface Metadata {
  statusCode: number;
  multiValueHeaders?: Record<string, string[]>;
  headers?: Record<string, string>;
}

class ResponseStream extends Writable {
  metadata: Metadata | undefined;
  readonly chunks: Buffer[] = [];
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    done();
  }
  // Netlify's bootstrap sets the content type through this; the headers it sends carry it too.
  setContentType(): void {
    return undefined;
  }
}

Object.assign(globalThis, {
  awslambda: {
    streamifyResponse: (handler: unknown) => handler,
    HttpResponseStream: {
      from: (stream: ResponseStream, metadata: Metadata) => {
        stream.metadata = metadata;
        return stream;
      },
    },
  },
});

type LambdaHandler = (event: Record<string, unknown>, stream: ResponseStream, context: Record<string, unknown>) => Promise<void>;

// The process's own clock (milliseconds since it started) before and after the
// bundle's import, and when each event arrived and was answered, with the CPU
// time used by then: a cold start measured without the harness's messages.
const importStartMs = performance.now();
const entry = (await import(pathToFileURL(`${process.cwd()}/___netlify-entry-point.mjs`).href)) as { handler: LambdaHandler };
const importedMs = performance.now();

/** The CPU time the process has used so far, in milliseconds. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

process.on('message', (message: Invocation) => {
  const receivedMs = performance.now();
  void (async () => {
    const stream = new ResponseStream();
    const finished = new Promise<void>((resolve, reject) => {
      stream.on('finish', resolve);
      stream.on('error', reject);
    });
    try {
      await entry.handler(message.event, stream, {
        awsRequestId: `request-${message.id}`,
        getRemainingTimeInMillis: () => 30_000,
        clientContext: { custom: message.purgeToken ? { purge_api_token: message.purgeToken } : {} },
      });
      await finished;
      const headers: Record<string, string> = { ...stream.metadata?.headers };
      for (const [name, values] of Object.entries(stream.metadata?.multiValueHeaders ?? {})) headers[name] = values.join(', ');
      process.send!({
        id: message.id,
        status: stream.metadata?.statusCode ?? 0,
        headers,
        body: Buffer.concat(stream.chunks).toString('base64'),
        receivedMs,
        answeredMs: performance.now(),
        cpuMs: cpuMs(),
      });
    } catch (error) {
      process.send!({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  })();
});

process.send!({ ready: true, importStartMs, importedMs });
