import { createHash } from 'node:crypto';
import { strFromU8, strToU8, zipSync, type Zippable } from 'fflate';
import * as z from '#functions/platform/zod.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupCollectionNames,
  backupContentSchema,
  backupManifestSchema,
  type BackupCollectionName,
  type BackupContent,
  type BackupManifest,
  type BackupUpload,
  NAMES_SHOWN,
  type ChangeCounts,
  type ImportSummary,
} from '#src/schemas/backup.ts';
import { MAX_LOGO_BYTES } from '#src/schemas/upload.ts';
import { messageOfIssue } from '#src/schemas/coded-issues.ts';
import { issueOf, message, nested, type Message } from '#src/schemas/messages.ts';
import {
  collectionsByName,
  planReplacement,
  readCollectionAsStored,
  replaceItems,
  type Collection,
} from '#functions/content/collections.ts';
import { withoutDanglingIds } from '#functions/content/relations.ts';
import { addMissingEnquiries, firstOfEachId, isDatedInFuture, isPastRetention, readEnquiries } from '#functions/enquiries/enquiries.ts';
import { erasedEnquiries } from '#functions/privacy/erasures.ts';
import { HttpError } from '#functions/platform/http.ts';
import { checkedImage } from '#functions/uploads/logo-files.ts';
import { uploadNameIn } from '#functions/uploads/paths.ts';
import { isStorableId } from '#functions/platform/record-keys.ts';
import { getSettings, saveSettings } from '#functions/content/settings.ts';
import { createFile, fileMetadata, listKeys, readFile } from '#functions/platform/store.ts';
import { readZip } from '#functions/backup/zip-reader.ts';
import { beginImport, endImport, noteSafetyBackup } from '#functions/backup/import-journal.ts';
import { readLibrary, replaceLibrary } from '#functions/media/library.ts';
import { checkedBackupPhoto, missingMedia } from '#functions/media/backup-media.ts';
import { checkedBackupDocument, missingDocumentFile } from '#functions/documents/backup-documents.ts';
import { storeListedDemoPhotos } from '#functions/seed/demo-photo-bytes.ts';
import { backupPages, changedPages, checkBackupPages, restorePages } from '#functions/pages/backup-pages.ts';

// Backup and restore (ADR 0035). An export is one zip: manifest.json,
// content.json (every collection as stored, the settings, and the enquiries when
// asked for) and uploads/<name>. An import reads the whole file and checks it
// first — each zip entry against its declared size and CRC-32 (never inflated
// past it), the schemas of every item, slugs unique, relations and uploads that
// exist, each upload's checksum and type — and refuses it naming the item at
// fault before anything is written. Applied, it makes the site hold exactly the
// backup's content (every replaced item keeps a version, every removed one goes
// to Recently deleted), adds the uploads it lacks and the enquiries it does not
// have; the content as it was is kept first as a backup of its own, and a
// failure part way puts that back.

const sources: Record<BackupCollectionName, Collection<z.core.$ZodType<{ id: string }>>> = collectionsByName;

/** What an import may unpack: far above any real site's content, far below what would exhaust a function. */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
const UPLOADS_PREFIX = 'uploads/';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface Backup {
  manifest: BackupManifest;
  content: BackupContent;
  uploads: Map<string, Uint8Array>;
}

/** The site's content now, as a backup (enquiries only when asked for: they are personal data). */
export async function takeBackup(by: string, includeEnquiries: boolean): Promise<Backup> {
  const read = await Promise.all(backupCollectionNames.map(async (name) => ({ name, ...(await readCollectionAsStored(sources[name])) })));
  const byName = Object.fromEntries(read.map(({ name, items }) => [name, items])) as unknown as BackupContent['collections'];
  // An item its schema refuses is kept as stored, apart, rather than failing the whole backup (ADR 0113); said where
  // the operators look, by collection and id only.
  const unreadable = read.flatMap(({ name, unreadable: items }) => items.map(({ id, text }) => ({ collection: name, id, text })));
  for (const { collection, id } of unreadable)
    console.warn(JSON.stringify({ level: 'warn', event: 'backup_keeps_unreadable_item', collection, item: id }));
  const content: BackupContent = {
    collections: byName,
    settings: await getSettings(),
    ...(includeEnquiries ? { enquiries: await readEnquiries() } : {}),
    media: await readLibrary(),
    pages: await backupPages(),
    ...(unreadable.length > 0 ? { unreadable } : {}),
  };
  const uploads = new Map<string, Uint8Array>();
  const described: BackupUpload[] = [];
  // A backup holds every photo its library lists, demo ones no request has stored yet too.
  await storeListedDemoPhotos();
  for (const key of await listKeys(UPLOADS_PREFIX)) {
    const file = await readFile(key);
    if (!file) continue;
    const bytes = new Uint8Array(file.data);
    const name = key.slice(UPLOADS_PREFIX.length);
    uploads.set(name, bytes);
    const contentType = typeof file.metadata.contentType === 'string' ? file.metadata.contentType : 'application/octet-stream';
    described.push({ name, content_type: contentType, size: bytes.byteLength, sha256: sha256(bytes) });
  }
  const missing = referencedUploads(content).filter(({ name }) => !uploads.has(name));
  // The site's own fault, not the backup's: said where the operators look, by file and collection only.
  for (const { collection, name } of missing)
    console.warn(JSON.stringify({ level: 'warn', event: 'backup_names_missing_upload', collection, file: name }));
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created_at: new Date().toISOString(),
    created_by: by,
    includes_enquiries: includeEnquiries,
    uploads: described,
    missing_uploads: [...new Set(missing.map(({ name }) => name))],
  };
  return { manifest, content, uploads };
}

/** The backup as one zip file. JSON is compressed; images, already compressed, are stored as they are. */
export function packBackup({ manifest, content, uploads }: Backup): Uint8Array {
  const files: Zippable = {
    'manifest.json': strToU8(JSON.stringify(manifest, null, 2)),
    'content.json': strToU8(JSON.stringify(content, null, 2)),
  };
  for (const [name, bytes] of uploads) files[`uploads/${name}`] = [bytes, { level: 0 }];
  return zipSync(files, { level: 6 });
}

const invalid = (said: Message, path = 'file') => new HttpError(400, said, { issues: [issueOf(path, said)] });

/** The files of a backup an import reads, each checked against its zip header (functions/backup/zip-reader.ts). */
export function unpackBackup(bytes: Uint8Array): Record<string, Uint8Array> {
  return readZip(bytes, {
    keep: (name) => name === 'manifest.json' || name === 'content.json' || name.startsWith(UPLOADS_PREFIX),
    maxBytes: MAX_UNPACKED_BYTES,
    tooLarge: message('backup_unpacks_too_large'),
  });
}

function parseJsonEntry(files: Record<string, Uint8Array>, name: string): unknown {
  const entry = files[name];
  if (!entry) throw invalid(message('backup_file_missing', { file: name }));
  try {
    return JSON.parse(strFromU8(entry)) as unknown;
  } catch {
    throw invalid(message('backup_file_not_json', { file: name }));
  }
}

const isCollectionName = (name: unknown): name is BackupCollectionName => backupCollectionNames.some((known) => known === name);

/** A problem of the content, with the item it is about as a person finds it ("projects-enhanced item 3 (“Tank farm SCADA”, id 5d1f…)"). */
function itemProblem(raw: unknown, path: readonly PropertyKey[], problem: Message): Message {
  const [root, collection, index] = path;
  if (root !== 'collections' || !isCollectionName(collection) || typeof index !== 'number') {
    return message('backup_entry_invalid', { path: path.join('.'), problem: nested(problem) });
  }
  const items = (raw as { collections?: Record<string, unknown[]> }).collections?.[collection];
  const item = (items?.[index] ?? {}) as Record<string, unknown>;
  // The field at fault may be the name itself: the slug, when there is one, still tells the item.
  const label = [item.title, item.name, item.slug].find((value): value is string => typeof value === 'string' && value.trim() !== '') ?? '';
  const id = typeof item.id === 'string' ? item.id : '';
  return message('backup_item_invalid', { collection, position: index + 1, label, id, problem: nested(problem) });
}

/** The /uploads/ files the content's items name, with the item naming each. */
function referencedUploads(content: BackupContent): { collection: BackupCollectionName; label: string; name: string }[] {
  const named = [
    ...content.collections['projects-enhanced'].flatMap((project) =>
      [project.logo_url, project.featured_image].map((url) => ({ collection: 'projects-enhanced' as const, label: project.title, url })),
    ),
    ...content.collections.clients.map((client) => ({ collection: 'clients' as const, label: client.name, url: client.logo_url })),
  ];
  return named.flatMap(({ collection, label, url }) => {
    const name = uploadNameIn(url);
    return name === undefined ? [] : [{ collection, label, name }];
  });
}

/**
 * What a site's own backup may hold mid-change, made as the site reads it: a project naming a category, sector or
 * technology whose delete had removed it but not yet taken it out of the project (reads leave such ids out), and a
 * project redirecting from a slug another project has just taken (its redirect ends once that write has landed:
 * the project holding it as current keeps it). Refusing either would refuse the nightly backup that caught it.
 */
function asTheSiteReadsIt(content: BackupContent): BackupContent {
  const projects = content.collections['projects-enhanced'];
  const current = new Set(projects.map((project) => project.slug));
  const repaired = projects.map((project) => ({
    ...withoutDanglingIds(project, content.collections, new Set()),
    previous_slugs: project.previous_slugs.filter((slug) => !current.has(slug)),
  }));
  return { ...content, collections: { ...content.collections, 'projects-enhanced': repaired } };
}

/** Relations, slugs and uploads: what the schemas of single items cannot see. */
async function checkConsistency(content: BackupContent, uploads: ReadonlySet<string>, lostAtSource: ReadonlySet<string>): Promise<void> {
  for (const name of backupCollectionNames) {
    const source = sources[name];
    const ids = new Set<string>();
    const slugs = new Map<string, string>();
    for (const item of content.collections[name]) {
      // An id becomes part of a key: only the characters the site itself gives ids (functions/platform/record-keys.ts).
      if (!isStorableId(item.id))
        throw invalid(message('backup_bad_id', { collection: name, label: source.label(item) }), `collections.${name}`);
      if (ids.has(item.id)) throw invalid(message('backup_duplicate_id', { collection: name, id: item.id }), `collections.${name}`);
      ids.add(item.id);
      for (const slug of source.slugsOf?.(item) ?? []) {
        const holder = slugs.get(slug);
        if (holder) {
          throw invalid(message('backup_duplicate_slug', { collection: name, label: source.label(item), slug }), `collections.${name}`);
        }
        slugs.set(slug, item.id);
      }
    }
  }
  // Refused whole rather than skipped: such a date is a damaged or forged file, and nothing of it is dropped unseen.
  const enquiries = content.enquiries ?? [];
  const future = enquiries.findIndex((item) => isDatedInFuture(item));
  if (future >= 0) {
    const { id, created_at } = enquiries[future]!;
    throw invalid(message('backup_enquiry_in_future', { position: future + 1, id, date: created_at }), `enquiries.${future}`);
  }
  for (const { collection, label, name } of referencedUploads(content)) {
    if (uploads.has(name) || lostAtSource.has(name)) continue;
    if (!(await fileMetadata(`${UPLOADS_PREFIX}${name}`)))
      throw invalid(message('backup_missing_upload', { collection, label, file: name }));
  }
  const problem = (await missingMedia(content, uploads)) ?? (await missingDocumentFile(content, uploads));
  if (problem) throw invalid(problem);
  const pageProblem = checkBackupPages(content.pages ?? []);
  if (pageProblem) throw invalid(pageProblem, 'pages');
}

/** Reads and checks a whole backup file; 400 naming the first problem, nothing written. */
export async function readBackup(bytes: Uint8Array): Promise<Backup> {
  const files = unpackBackup(bytes);
  const manifestResult = backupManifestSchema.safeParse(parseJsonEntry(files, 'manifest.json'));
  if (!manifestResult.success) {
    const [issue] = manifestResult.error.issues;
    throw invalid(issue ? messageOfIssue(issue) : message('backup_manifest_invalid'), 'manifest');
  }
  const manifest = manifestResult.data;
  const raw = parseJsonEntry(files, 'content.json');
  const contentResult = backupContentSchema.safeParse(raw);
  if (!contentResult.success) {
    const issue = contentResult.error.issues[0]!;
    throw invalid(itemProblem(raw, issue.path, messageOfIssue(issue)), issue.path.map(String).join('.'));
  }
  const uploads = new Map<string, Uint8Array>();
  const checkedUploads: BackupUpload[] = [];
  for (const upload of manifest.uploads) {
    const entry = files[`uploads/${upload.name}`];
    if (!entry || sha256(entry) !== upload.sha256) throw invalid(message('backup_upload_damaged', { file: upload.name }), 'uploads');
    // A library photo is checked as an upload of one would be (functions/media/backup-media.ts).
    const photo = checkedBackupPhoto(upload, entry);
    if (photo) {
      if ('problem' in photo) throw invalid(photo.problem, 'uploads');
      uploads.set(upload.name, entry);
      checkedUploads.push({ ...upload, content_type: photo.type });
      continue;
    }
    // A document's PDF is checked as its upload was (functions/documents/backup-documents.ts).
    const pdf = checkedBackupDocument(upload, entry);
    if (pdf) {
      if ('problem' in pdf) throw invalid(pdf.problem, 'uploads');
      uploads.set(upload.name, entry);
      checkedUploads.push({ ...upload, content_type: 'application/pdf' });
      continue;
    }
    // The cap and the type check of every upload (functions/uploads/logo-files.ts): the manifest's word is checked, never taken.
    if (entry.byteLength > MAX_LOGO_BYTES)
      throw invalid(message('backup_upload_too_large', { file: upload.name, megabytes: MAX_LOGO_BYTES / (1024 * 1024) }), 'uploads');
    let checked: ReturnType<typeof checkedImage>;
    try {
      checked = checkedImage(entry, `uploads/${upload.name}`);
    } catch (error) {
      if (error instanceof HttpError) throw invalid(message('backup_upload_not_image', { file: upload.name }), 'uploads');
      throw error;
    }
    if (checked.type !== upload.content_type) {
      const said = message('backup_upload_type_mismatch', { file: upload.name, declared: upload.content_type, type: checked.type });
      throw invalid(said, 'uploads');
    }
    uploads.set(upload.name, checked.stored);
    // Stored as the type its bytes show, and described by the bytes kept (metadata stripped): a backup written
    // again from these (a kept copy, an erasure's rewrite) must check out against its own manifest.
    checkedUploads.push({ ...upload, content_type: checked.type, size: checked.stored.byteLength, sha256: sha256(checked.stored) });
  }
  const content = asTheSiteReadsIt(contentResult.data);
  await checkConsistency(content, new Set(uploads.keys()), new Set(manifest.missing_uploads));
  return { manifest: { ...manifest, uploads: checkedUploads }, content, uploads };
}

/** A plan's counts, with the names of what it adds, changes and removes (as Recently deleted names items). */
function counts<T>(
  plan: { create: T[]; change: { after: T }[]; remove: T[]; unchanged: number; repair: { after: T }[]; discard: { id: string }[] },
  label: (item: T) => string,
): ChangeCounts {
  const changed = [...plan.change, ...plan.repair].map((item) => label(item.after));
  // An unreadable item has no name its schema vouches for: it is named by its id.
  const removed = [...plan.remove.map(label), ...plan.discard.map((item) => item.id)];
  return {
    created: plan.create.length,
    changed: changed.length,
    removed: removed.length,
    unchanged: plan.unchanged,
    names: {
      created: plan.create.slice(0, NAMES_SHOWN).map(label),
      changed: changed.slice(0, NAMES_SHOWN),
      removed: removed.slice(0, NAMES_SHOWN),
    },
  };
}

/** The backup's enquiries this site would add, and those never written: past their retention, or erased. */
async function enquiriesToAdd(backup: Backup): Promise<ImportSummary['enquiries']> {
  const incoming = backup.content.enquiries ?? [];
  const erased = await erasedEnquiries();
  // An id given twice is one enquiry, the first (as addMissingEnquiries keeps it): two under one id would be one for
  // every later change. Counted as dropped rather than refused, so a backup of a store that already held such a pair
  // (an import from before this rule) still reads, and with it every privacy request that reads the kept backups.
  const current = firstOfEachId(incoming.filter((item) => !isPastRetention(item) && !erased(item)));
  const known = new Set((await readEnquiries()).map((item) => item.id));
  return { added: current.filter((item) => !known.has(item.id)).length, dropped: incoming.length - current.length };
}

async function uploadsPresent(backup: Backup): Promise<number> {
  const present = await Promise.all([...backup.uploads.keys()].map((name) => fileMetadata(`${UPLOADS_PREFIX}${name}`)));
  return present.filter(Boolean).length;
}

/** The files the backup's items name that it declares lost and this site does not hold either: items that will show none. */
async function uploadsLost(backup: Backup): Promise<number> {
  const declared = new Set(backup.manifest.missing_uploads);
  const names = new Set(referencedUploads(backup.content).map(({ name }) => name));
  const lost = [...names].filter((name) => declared.has(name) && !backup.uploads.has(name));
  const held = await Promise.all(lost.map((name) => fileMetadata(`${UPLOADS_PREFIX}${name}`)));
  return held.filter((metadata) => !metadata).length;
}

/** What importing this backup would do, with nothing written. */
export async function planImport(backup: Backup): Promise<ImportSummary> {
  const entries = await Promise.all(
    backupCollectionNames.map(async (name) => {
      const { items, unreadable } = await readCollectionAsStored(sources[name]);
      return [name, counts(planReplacement(items, backup.content.collections[name], unreadable), sources[name].label)] as const;
    }),
  );
  const present = await uploadsPresent(backup);
  const settingsChanged = JSON.stringify(await getSettings()) !== JSON.stringify(backup.content.settings);
  return {
    dry_run: true,
    backup_created_at: backup.manifest.created_at,
    collections: Object.fromEntries(entries) as ImportSummary['collections'],
    settings: settingsChanged ? 'changed' : 'unchanged',
    uploads: { added: backup.uploads.size - present, present, missing: await uploadsLost(backup) },
    enquiries: await enquiriesToAdd(backup),
    ...(backup.content.pages ? { pages: await changedPages(backup.content.pages) } : {}),
  };
}

/**
 * Writes a backup's content over the site's (the apply step, and the roll-back of a failed one). The roll-back
 * (`asStored`) also puts the items the site held unreadable back as they were stored; an import never writes them.
 */
async function writeContent(
  backup: Backup,
  by: string,
  asStored = false,
): Promise<{ collections: ImportSummary['collections']; enquiriesAdded: number }> {
  // Files first: once an item refers to an upload, the upload is there.
  for (const upload of backup.manifest.uploads) {
    const bytes = backup.uploads.get(upload.name);
    if (!bytes || (await fileMetadata(`${UPLOADS_PREFIX}${upload.name}`))) continue;
    await createFile(`${UPLOADS_PREFIX}${upload.name}`, bytes, {
      contentType: upload.content_type,
      size: bytes.byteLength,
      createdAt: new Date().toISOString(),
    });
  }
  // The library before the projects that show its photos.
  await replaceLibrary(backup.content.media);
  // Taxonomies before the projects that name them.
  const order: BackupCollectionName[] = [
    'categories',
    'sectors',
    'technologies',
    'clients',
    'projects',
    'projects-enhanced',
    'credentials',
    'documents',
    'jobs',
  ];
  const result: Partial<ImportSummary['collections']> = {};
  for (const name of order) {
    const unreadable = asStored ? (backup.content.unreadable ?? []).filter((item) => item.collection === name) : [];
    result[name] = counts(await replaceItems(sources[name], backup.content.collections[name], by, unreadable), sources[name].label);
  }
  if (JSON.stringify(await getSettings()) !== JSON.stringify(backup.content.settings))
    await saveSettings(by, 'import', () => backup.content.settings);
  if (backup.content.pages) await restorePages(backup.content.pages, by);
  const enquiriesAdded = backup.content.enquiries ? await addMissingEnquiries(backup.content.enquiries) : 0;
  return { collections: result as ImportSummary['collections'], enquiriesAdded };
}

/**
 * Applies a checked backup: the content as it is now is stored first as a
 * backup of its own (`safety`), then the backup is written; if writing fails
 * part way, the safety backup is written back and the failure reported. The
 * import is noted as under way meanwhile: a second is refused, and one cut
 * short is told apart (functions/backup/import-journal.ts).
 */
export async function applyImport(backup: Backup, by: string, keepSafety: (safety: Backup) => Promise<string>): Promise<ImportSummary> {
  const planned = await planImport(backup);
  await beginImport(by);
  let safety: Backup;
  let safetyName: string;
  try {
    safety = await takeBackup(by, false);
    safetyName = await keepSafety(safety);
    await noteSafetyBackup(safetyName);
  } catch (error) {
    // Nothing was written yet.
    await endImport();
    throw error;
  }
  let done: Awaited<ReturnType<typeof writeContent>>;
  try {
    done = await writeContent(backup, by);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'import_failed_rolling_back', safety: safetyName, error: String(error) }));
    // A roll-back that fails too leaves the import noted: the backups list then names the way back.
    await writeContent(safety, by, true);
    await endImport();
    throw new HttpError(503, message('import_failed'));
  }
  await endImport();
  return {
    ...planned,
    dry_run: false,
    collections: done.collections,
    enquiries: { ...planned.enquiries, added: done.enquiriesAdded },
    safety_backup: safetyName,
  };
}
