import type { TaxonomyRow } from '#src/schemas/taxonomy-rows.ts';
import type { TaxonomyType } from '#src/schemas/taxonomy.ts';
import { Badge } from '#admin/components/badge.tsx';
import { DragHandle, MoveButtons, type useReorder } from '#admin/components/reorder.tsx';
import { orDash } from '#admin/lib/format.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { untranslatedTaxonomyFields } from '#src/lib/translations.ts';
import { fill } from '#src/i18n/fill.ts';
import { taxonomyTexts } from '#admin/features/taxonomy/texts.ts';

// A taxonomy's items as a table: order, name (with its French name, or a badge
// when French is missing), slug, a technology's type and vendor, how many
// projects use it, then edit and delete; each row can be dragged or moved.

interface TaxonomyTableProps {
  type: TaxonomyType;
  reorder: ReturnType<typeof useReorder<TaxonomyRow>>;
  canReorder: boolean;
  editingId: string | undefined;
  onEdit: (item: TaxonomyRow) => void;
  onDelete: (item: TaxonomyRow) => void;
}

export function TaxonomyTable({ type, reorder, canReorder, editingId, onEdit, onDelete }: TaxonomyTableProps) {
  const all = useTexts(taxonomyTexts);
  const common = useTexts(itemTexts);
  const isTechnology = type === 'technologies';
  return (
    <div className="table-wrap">
      <table className="table table--stack">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{all.columns.reorder}</span>
            </th>
            <th scope="col" className="table__number">
              {all.columns.order}
            </th>
            <th scope="col">{all.columns.name}</th>
            <th scope="col">{all.columns.slug}</th>
            {isTechnology ? (
              <>
                <th scope="col">{all.columns.type}</th>
                <th scope="col">{all.columns.vendor}</th>
              </>
            ) : null}
            <th scope="col" className="table__number">
              {all.columns.projects}
            </th>
            <th scope="col">
              <span className="visually-hidden">{all.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {reorder.ordered.map((item, index) => (
            <tr key={item.id} {...reorder.itemProps(item)} className={editingId === item.id ? 'is-editing' : undefined}>
              <td className="table__reorder">
                <DragHandle {...reorder.handleProps(item)} />
                <MoveButtons
                  label={item.name}
                  index={index}
                  count={reorder.ordered.length}
                  enabled={canReorder}
                  onMove={(delta) => reorder.move(item, delta)}
                />
              </td>
              <td className="table__number" data-label={all.columns.order}>
                {item.display_order}
              </td>
              <th scope="row" className="table__name">
                {item.name}
                {isTechnology && item.description ? <span className="table__sub">{item.description}</span> : null}
                {item.fr.name ? (
                  <span className="table__sub" lang="fr">
                    {item.fr.name}
                  </span>
                ) : null}
                {untranslatedTaxonomyFields(item).length > 0 ? (
                  <span className="table__sub">
                    <Badge tone="hidden">{common.frenchMissing}</Badge>
                  </span>
                ) : null}
              </th>
              <td data-label={all.columns.slug}>
                <code>{item.slug}</code>
              </td>
              {isTechnology ? (
                <>
                  <td data-label={all.columns.type}>{orDash(item.type)}</td>
                  <td data-label={all.columns.vendor}>{orDash(item.vendor)}</td>
                </>
              ) : null}
              <td className="table__number" data-label={all.columns.projects}>
                {item.project_count ?? '—'}
              </td>
              <td className="table__actions">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => onEdit(item)}
                  aria-label={fill(common.editItem, { name: item.name })}
                >
                  {common.edit}
                </button>
                <button
                  type="button"
                  className="button button--danger-ghost button--small"
                  onClick={() => onDelete(item)}
                  aria-label={fill(common.deleteItem, { name: item.name })}
                >
                  {common.delete}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
