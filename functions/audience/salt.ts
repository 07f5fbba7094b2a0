import { createHash, randomBytes } from 'node:crypto';
import { parisDay } from '#src/lib/calendar/company-days.ts';
import { createIfNew, readText } from '#functions/platform/store.ts';
import { currentStoreName } from '#functions/platform/deploy-context.ts';

// POST /api/hit is limited per address, and the address is never stored: the
// limiter's key is a hash of the address with a random salt of the day, which
// the roll-up deletes once the day is over. A hash with a salt nobody keeps
// cannot be turned back into the address, nor linked to the next day's.

export const SALTS_PREFIX = 'audience/salts/';

const known = new Map<string, string>();

async function saltOf(day: string): Promise<string> {
  const key = `${SALTS_PREFIX}${day}`;
  const cached = known.get(`${currentStoreName()}:${key}`);
  if (cached) return cached;
  await createIfNew(key, randomBytes(32).toString('hex'));
  const stored = await readText(key);
  const salt = stored ? (JSON.parse(stored) as string) : '';
  if (!salt) throw new Error('audience salt unreadable');
  known.clear();
  known.set(`${currentStoreName()}:${key}`, salt);
  return salt;
}

/** An address's key for today's rate limit, from which the address cannot be recovered once the day's salt is gone. */
export async function addressKey(ip: string, now = Date.now()): Promise<string> {
  const salt = await saltOf(parisDay(now));
  return createHash('sha256').update(`${salt}:${ip}`).digest('hex');
}
