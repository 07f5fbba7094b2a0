import type { Unlinked } from '#src/schemas/history.ts';
import { message } from '#src/schemas/messages.ts';
import type { TaxonomyType } from '#src/schemas/taxonomy.ts';
import { collections, readCollection, updateItem, updateItemIfPresent } from '#functions/content/collections.ts';
import { carryUnlinkedTimes, noteUnlinked, type UnlinkedMove } from '#functions/content/history.ts';
import { relationFields } from '#functions/content/relations.ts';
import { HttpError } from '#functions/platform/http.ts';
import { nextUpdateTime } from '#functions/platform/versions.ts';

// The links between enhanced projects and a taxonomy item when the item is
// deleted and when it is restored (ADR 0047). Deleting an item takes its id
// out of every project and remembers, in the deleted item's entry, which
// projects and the update time each had right after; restoring the item puts
// the id back into each of those projects that has not changed since (its
// update time is the same), and names the others, which are left as they are
// rather than overwritten with a link their editors may have chosen to drop.

const source = collections.projectsEnhanced;

/**
 * Removes a deleted item's id from every enhanced project, after the item
 * itself is gone and its collection's change token moved, and records which
 * projects lost it. A project write that checked its ids before the delete and
 * landed after this sweep's read sees the token move and drops the id itself
 * (functions/api/projects-enhanced.ts). Returns how many projects changed.
 */
export async function unlinkFromProjects(type: TaxonomyType, id: string, by: string): Promise<number> {
  const field = relationFields[type];
  const { items } = await readCollection(source);
  const users = items.filter((project) => project[field].includes(id));
  const changed = await Promise.all(
    users.map((project) =>
      // A project deleted meanwhile keeps nothing.
      updateItemIfPresent(source, project.id, by, (existing) => {
        if (!existing[field].includes(id)) return { value: undefined, result: undefined };
        const next = { ...existing, [field]: existing[field].filter((used) => used !== id), updated_at: nextUpdateTime(existing) };
        return { value: next, result: { item_id: next.id, label: next.title, updated_at: next.updated_at, from: existing.updated_at } };
      }),
    ),
  );
  const written = changed.filter((link) => link !== undefined);
  await carryUnlinkedTimes(written.map(({ item_id, from, updated_at }) => ({ item_id, from, to: updated_at })));
  const unlinked: Unlinked[] = written.map(({ item_id, label, updated_at }) => ({ item_id, label, updated_at }));
  if (unlinked.length > 0) await noteUnlinked(type, id, unlinked);
  return unlinked.length;
}

export interface Relinked {
  relinked: { item_id: string; label: string }[];
  not_relinked: { item_id: string; label: string }[];
}

interface Outcome {
  relinked: boolean;
  project: { item_id: string; label: string };
  /** The project written: its update time moved. */
  move?: UnlinkedMove;
}

/** Puts a restored item's id back into the projects it was taken out of, where they have not changed since. */
export async function relinkProjects(type: TaxonomyType, id: string, unlinked: readonly Unlinked[], by: string): Promise<Relinked> {
  const field = relationFields[type];
  const outcomes = await Promise.all(
    unlinked.map(async (link): Promise<Outcome> => {
      const label = { item_id: link.item_id, label: link.label };
      try {
        const relinked = await updateItem<typeof source.item, Outcome>(
          source,
          link.item_id,
          { notFound: message('internal_error'), by, action: 'restore' },
          (existing) => {
            const current = { item_id: existing.id, label: existing.title };
            if (existing.updated_at !== link.updated_at) return { value: undefined, result: { relinked: false, project: current } };
            if (existing[field].includes(id)) return { value: undefined, result: { relinked: true, project: current } };
            const next = { ...existing, [field]: [...existing[field], id], updated_at: nextUpdateTime(existing) };
            return {
              value: next,
              result: { relinked: true, project: current, move: { item_id: next.id, from: existing.updated_at, to: next.updated_at } },
            };
          },
        );
        return relinked;
      } catch (error) {
        // Deleted since: nothing to link.
        if (error instanceof HttpError && error.status === 404) return { relinked: false, project: label };
        throw error;
      }
    }),
  );
  await carryUnlinkedTimes(outcomes.flatMap((outcome) => (outcome.move ? [outcome.move] : [])));
  return {
    relinked: outcomes.filter((outcome) => outcome.relinked).map((outcome) => outcome.project),
    not_relinked: outcomes.filter((outcome) => !outcome.relinked).map((outcome) => outcome.project),
  };
}
