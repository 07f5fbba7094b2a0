import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

// Node's HTTP server speaks IncomingMessage; functions speak web Request and
// Response. The conversions the local platform needs.

/** The Node request as a web `Request`, its body streamed (functions-router.ts bounds what it reads). */
export function toWebRequest(req: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of [value].flat()) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method ?? 'GET',
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
    duplex: 'half',
  } as RequestInit);
}

/** The socket's address, as Netlify's `context.ip` (IPv4 without the IPv6 mapping prefix). */
export const clientAddress = (req: IncomingMessage) => (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
