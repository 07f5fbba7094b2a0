import { ByteLru } from '#functions/platform/byte-lru.ts';
import { currentStoreName } from '#functions/platform/deploy-context.ts';
import { logReads } from '#functions/platform/read-log.ts';
import { answerOf, type MadeAnswer } from '#functions/platform/responses.ts';
import { etagOf } from '#functions/platform/store.ts';

// Pages rendered on demand, answered again by the instance that made them
// while what they were made from has not changed (ADR 0092): the portfolio's
// pages and sitemap, careers, certifications and the pages whose words are
// content. Each answer is kept with the key and etag of every document its
// making read (functions/platform/read-log.ts): the page documents, the change
// tokens of the public views it shows, the media library. A later read of the
// same address checks those etags (one small request each, in parallel, no
// body) and, when none moved and the answer's own lifetime has not run out (a
// scheduled publish, a credential's or an offer's day: `freshUntil`, as the
// CDN keeps it), answers the kept text with its ETag and headers, its cache
// lifetime counted from now. Any write any instance makes moves an etag of
// what it wrote, so the next read here makes the page again. Held by bytes,
// least recently read first out.

/** What the instance holds of its answers at most: a few hundred pages. */
const HELD_BYTES = 16 * 1024 * 1024;

interface Held {
  made: MadeAnswer;
  /** Each key its making read, and its etag then (null: it did not exist). */
  read: readonly (readonly [string, string | null])[];
}

/** Every handler's answers in one budget, each handler's keys its own (a handler fills its own frames). */
const held = new ByteLru<Held>(HELD_BYTES);
let handlers = 0;

/** What this instance holds now (its bytes within the limit), for the tests. */
export const heldAnswers = {
  get bytes() {
    return held.bytes;
  },
  get size() {
    return held.size;
  },
  limit: HELD_BYTES,
};

/** Whether every key read still has the etag it was read at; a failed check counts as changed. */
async function unchanged(read: Held['read']): Promise<boolean> {
  try {
    const now = await Promise.all(read.map(([key]) => etagOf(key)));
    return read.every(([, etag], index) => now[index] === etag);
  } catch {
    return false;
  }
}

const stillFresh = ({ options: { freshUntil } }: MadeAnswer) => freshUntil === undefined || Date.now() < freshUntil;

/**
 * A public GET handler whose answers this instance answers again while they
 * hold. Addresses are told apart by path and query as asked (each language's
 * and each filter's page its own), in the store the request's deploy reads.
 */
export function holdingAnswers<C>(handler: (req: Request, ctx: C) => Promise<Response>): (req: Request, ctx: C) => Promise<Response> {
  const own = String((handlers += 1));
  return async (req, ctx) => {
    const { pathname, search } = new URL(req.url);
    const key = `${own} ${currentStoreName()} ${pathname}${search}`;
    const found = held.get(key);
    if (found && stillFresh(found.made) && (await unchanged(found.read))) return answerOf(req, found.made);
    const { value, log } = await logReads(() => handler(req, ctx));
    if (log.answer && !log.unkept && stillFresh(log.answer)) {
      held.set(key, { made: log.answer, read: [...log.keys] }, Buffer.byteLength(log.answer.text) + key.length);
    } else held.delete(key);
    return value;
  };
}
