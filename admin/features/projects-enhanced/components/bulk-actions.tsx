import type { BulkAction } from '#src/schemas/project-bulk.ts';
import { BulkBar } from '#admin/components/bulk-bar.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { undoOf, useBulkProjectsEnhanced } from '#admin/features/projects-enhanced/bulk-api.ts';
import { projectListTexts } from '#admin/features/projects-enhanced/texts.ts';

// Above the list: publish, unpublish, feature, unfeature or delete the
// selected projects in one request, with one Undo (a delete is undone from
// Recently deleted).

const actions: Exclude<BulkAction, 'restore'>[] = ['publish', 'unpublish', 'feature', 'unfeature', 'delete'];

export interface BulkActionsProps {
  /** The projects of the page shown, in order. */
  pageIds: readonly string[];
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
  /** A project's title, for the failures' reasons. */
  titleOf: (id: string) => string;
  /** A project's version as the list holds it. */
  versionOf: (id: string) => string | undefined;
}

export function BulkActions(props: BulkActionsProps) {
  const texts = useTexts(projectListTexts);
  const bulk = useBulkProjectsEnhanced();
  return <BulkBar<BulkAction> actions={actions} undoOf={undoOf} bulk={bulk} texts={texts} {...props} />;
}
