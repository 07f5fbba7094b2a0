import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EnvironmentContext } from '@netlify/blobs';
import { blobFiles } from '#netlify/local-blobs/files.ts';
import { blobsProtocol } from '#netlify/local-blobs/protocol.ts';

// The local stand-in for Netlify's Blobs service (npm start, npm run dev, the
// tests): our own small file-backed server that speaks the HTTP protocol
// @netlify/blobs' client uses, with the semantics of Netlify's service that the
// store's compare-and-swap relies on (docs/decisions/0042-own-blobs-server.md):
//  - an etag is the hash of the content, the same from a read, a write and a
//    list, so two writes in one millisecond never share one;
//  - a write takes its key's turn and checks If-Match or If-None-Match: * there,
//    so of writers racing on one etag exactly one writes (412 for the others);
//  - a list holds every key that exists while it runs, in pages of 1,000 the
//    client follows, whatever is written meanwhile.
// It listens on 127.0.0.1 only: the data is never open to the network.
//
// It replaces @netlify/blobs' own emulator (@netlify/blobs/server), which got
// these wrong and could only be corrected by reaching into its internals; its
// on-disk layout is kept, so a data directory it wrote keeps working.
// The protocol is in local-blobs/protocol.ts, the files in local-blobs/files.ts.

export interface RunningBlobs {
  context: EnvironmentContext;
  /** The address it listens on: loopback only. */
  host: string;
  port: number;
  token: string;
  stop: () => Promise<void>;
}

/**
 * Starts a file-backed Blobs server in `directory` with production-like write
 * semantics. Passing the port and token of a stopped server restarts it in place.
 */
export async function startBlobsServer(
  directory: string,
  port = 0,
  token = createHash('sha256').update(`${directory}:${process.pid}:${Date.now()}:${Math.random()}`).digest('hex'),
): Promise<RunningBlobs> {
  await mkdir(directory, { recursive: true });
  const http = createServer();
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', resolve);
  });
  const { address: host, port: boundPort } = http.address() as AddressInfo;
  const url = `http://127.0.0.1:${String(boundPort)}`;
  const serve = blobsProtocol(blobFiles(directory), token, url);
  http.on('request', (req, res) => {
    serve(req, res).catch((error: unknown) => {
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
    });
  });
  return {
    host,
    port: boundPort,
    token,
    context: { deployID: '0', edgeURL: url, uncachedEdgeURL: url, primaryRegion: 'us-east-2', siteID: 'local-site', token },
    stop: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

/** The serialised form Netlify's runtime passes to functions in NETLIFY_BLOBS_CONTEXT. */
export function encodeBlobsContext(context: EnvironmentContext): string {
  return Buffer.from(JSON.stringify(context)).toString('base64');
}
