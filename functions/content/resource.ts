import * as z from '#functions/platform/zod.ts';
import type { Message } from '#src/schemas/messages.ts';
import { successSchema } from '#src/schemas/api.ts';
import type { endpoints } from '#src/schemas/endpoints.ts';
import { createItem, deleteItem, readCollection, readItemOrThrow, updateItem, type Collection } from '#functions/content/collections.ts';
import { privateJson, publicJson, publicText } from '#functions/platform/responses.ts';
import {
  findInView,
  mergeForUpdate,
  newId,
  now,
  optionalQueryId,
  readObject,
  requiredQueryId,
  updateId,
} from '#functions/platform/requests.ts';
import { parseWith, respond } from '#functions/platform/http.ts';
import { expectedVersion, nextUpdateTime } from '#functions/platform/versions.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { sortByDisplayOrder } from '#src/lib/ordering.ts';
import { publishChange } from '#functions/content/publish.ts';
import { releaseUploads } from '#functions/uploads/lifecycle.ts';
import { uploadPathsIn } from '#functions/uploads/paths.ts';
import { assertUploadsStored } from '#functions/uploads/stored-uploads.ts';
import { readPublicView, type PublicView } from '#functions/content/views.ts';

// A collection of plain records behind one endpoint: GET (list or ?id=), POST,
// PUT with the id in the body, DELETE ?id=. Visitors read the public view;
// the admin reads the collection itself.

interface StoredRecord {
  id: string;
  display_order: number;
  created_at: string;
  updated_at: string;
}

export interface ResourceOptions<S extends z.core.$ZodType<StoredRecord>, I extends z.core.$ZodType> {
  /** Its entry in the endpoint table, whose name also says what a published change was (`clients created`). */
  endpoint: (typeof endpoints)['projects' | 'clients' | 'credentials'];
  source: Collection<S>;
  view: PublicView;
  input: I;
  notFound: Message;
  /** The text lists sort by after display_order. */
  label: (record: z.infer<S>) => string;
  tags: { list: string; item: (id: string) => string };
  /**
   * What a read shows beyond the stored record (the library photos a project
   * shows, resolved), and the check of a record before it is written (a photo
   * the library does not hold is refused): each built once per request.
   */
  present?: {
    schema: z.core.$ZodType;
    resolver: () => Promise<{ show: (record: z.infer<S>) => unknown; check: (record: z.infer<S>) => void }>;
  };
}

const VARY = ['id'];

/**
 * A save's input: the stored record with what the body changes, checked by
 * today's rules. A stored value those rules now refuse (kept from before the
 * rule: a client's website that is a photo, a credential's day the calendar
 * lacks) stays as it is while the save does not send it, so a switch on a list
 * still works; a save that sends it (the edit form sends every field) must meet
 * the rules (ADR 0106). Nothing else is relaxed: a refusal that remains
 * without those values is answered as ever.
 */
function parseUpdate<I extends z.core.$ZodType>(input: I, existing: object, body: Record<string, unknown>): z.infer<I> {
  const merged = mergeForUpdate(existing, body);
  const checked = z.safeParse(input, merged);
  if (checked.success) return checked.data;
  const refused = new Set(checked.error.issues.map((issue) => issue.path[0]));
  const untouched = [...refused].filter((field): field is string => typeof field === 'string' && !(field in body));
  if (untouched.length !== refused.size) return parseWith(input, merged);
  const rest = z.safeParse(input, Object.fromEntries(Object.entries(merged).filter(([field]) => !refused.has(field))));
  if (!rest.success) return parseWith(input, merged);
  return { ...(rest.data as object), ...Object.fromEntries(untouched.map((field) => [field, Reflect.get(existing, field)])) } as z.infer<I>;
}

export function resource<S extends z.core.$ZodType<StoredRecord>, I extends z.core.$ZodType>(options: ResourceOptions<S, I>) {
  type Stored = z.infer<S>;
  const { source, view, notFound, tags } = options;
  /** The response shape of one record: the collection's own item schema, or what `present` shows. */
  const record = options.present?.schema ?? source.item;
  const presenter =
    options.present?.resolver ?? (() => Promise.resolve({ show: (stored: Stored): unknown => stored, check: () => undefined }));
  const toRecord = (input: z.infer<I>, id: string, created_at: string, updated_at: string): Stored =>
    ({ ...(input as object), id, created_at, updated_at }) as Stored;

  async function list(req: Request, { optionalSession }: HandlerContext<'session-optional'>): Promise<Response> {
    const id = optionalQueryId(req);
    if (await optionalSession()) {
      if (id) {
        const [stored, { show }] = await Promise.all([readItemOrThrow(source, id, notFound), presenter()]);
        return privateJson(record, show(stored), VARY);
      }
      const [{ items }, { show }] = await Promise.all([readCollection(source), presenter()]);
      return privateJson(z.array(record), sortByDisplayOrder(items, options.label).map(show), VARY);
    }
    // A view that changes by itself (a schedule, an expiry) is kept by the CDN no longer than that.
    const { text, freshUntil } = await readPublicView(view);
    if (id) return publicJson(req, record, findInView(record, text, id, notFound), [tags.item(id)], VARY, freshUntil);
    return publicText(req, text, [tags.list], VARY, freshUntil);
  }

  async function create(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
    const input = parseWith(options.input, await readObject(req));
    const time = now();
    const created = toRecord(input, newId(), time, time);
    const { show, check } = await presenter();
    check(created);
    await assertUploadsStored(created);
    await createItem(source, created, username);
    await publishChange({ what: `${options.endpoint.name} created`, tags: [tags.list, tags.item(created.id)] });
    return respond(record, show(created), { status: 201 });
  }

  async function update(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
    const body = await readObject(req);
    const id = updateId(body);
    const expected = expectedVersion(req);
    const { show, check } = await presenter();
    const { previous, updated } = await updateItem(source, id, { notFound, by: username, expected }, async (existing) => {
      const next = toRecord(parseUpdate(options.input, existing, body), id, existing.created_at, nextUpdateTime(existing));
      check(next);
      await assertUploadsStored(next, existing);
      return { value: next, result: { previous: existing, updated: next } };
    });
    await publishChange({ what: `${options.endpoint.name} updated`, tags: [tags.list, tags.item(id)] });
    await releaseUploads(uploadPathsIn(previous), uploadPathsIn(updated));
    return respond(record, show(updated));
  }

  async function remove(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
    const id = requiredQueryId(req);
    const removed = await deleteItem(source, id, { notFound, by: username });
    await publishChange({ what: `${options.endpoint.name} deleted`, tags: [tags.list, tags.item(id)] });
    await releaseUploads(uploadPathsIn(removed));
    return respond(successSchema, { success: true });
  }

  return route(options.endpoint, { GET: list, POST: create, PUT: update, DELETE: remove });
}
