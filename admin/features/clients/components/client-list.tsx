import { useQuery } from '@tanstack/react-query';
import { Badge } from '#admin/components/badge.tsx';
import { ItemActions } from '#admin/components/item-actions.tsx';
import { ListToolbar } from '#admin/components/list-toolbar.tsx';
import { Pager } from '#admin/components/pager.tsx';
import { DragHandle, MoveButtons, ReorderAnnouncer, useReorder } from '#admin/components/reorder.tsx';
import { Thumb } from '#admin/components/thumb.tsx';
import { hasItems, ListStates } from '#admin/components/list-states.tsx';
import { useItemToasts } from '#admin/lib/use-item-toasts.ts';
import { paths } from '#admin/lib/paths.ts';
import { usePaging } from '#admin/lib/paging.ts';
import { labelled, useListView } from '#admin/lib/use-list-view.ts';
import { clientFilters, clientSearchText, clientSorts } from '#admin/features/clients/client-view.ts';
import { pageFloor } from '#admin/lib/reorder.ts';
import { useSaveOrder } from '#admin/lib/use-reorder-mutation.ts';
import {
  clientKeys,
  clientsQueryOptions,
  updateClient,
  useDeleteClient,
  useUpdateClient,
  type Client,
} from '#admin/features/clients/api.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { useSelection } from '#admin/lib/use-selection.ts';
import { clientBulkTexts, clientTexts } from '#admin/features/clients/texts.ts';
import { clientUndoOf, useBulkClients } from '#admin/features/clients/bulk-api.ts';
import { BulkBar } from '#admin/components/bulk-bar.tsx';
import type { ClientBulkAction } from '#src/schemas/client-bulk.ts';
import { fill } from '#src/i18n/fill.ts';
import { useMemo } from 'react';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import clientsStylesheet from '#admin/features/clients/clients.css?url';

addStylesheet(clientsStylesheet);

// Client logo cards: Hidden badge, website link, show/hide toggle, edit,
// delete after confirmation, reordering (the carousel follows this order);
// a page at a time, searched by name in both languages and website, shown or
// hidden ones only (all in the URL); a selection shown, hidden or deleted at
// once, with one Undo, kept across pages.

const bulkActions: ClientBulkAction[] = ['show', 'hide', 'delete'];

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function ClientList() {
  const query = useQuery(clientsQueryOptions());
  const texts = useTexts(clientTexts);
  const common = useTexts(commonTexts);
  const items = useTexts(itemTexts);
  const namedSorts = useMemo(() => labelled(clientSorts, texts.sorts), [texts]);
  const namedFilters = useMemo(() => labelled(clientFilters, texts.filters), [texts]);
  const view = useListView({ items: query.data, text: clientSearchText, filters: namedFilters, sorts: namedSorts, defaultSort: 'order' });
  const paging = usePaging(view.visible);
  const order = useSaveOrder({
    queryKey: clientKeys.list(),
    detail: clientKeys.detail,
    update: (id, display_order) => updateClient(id, { display_order }),
  });
  const reorder = useReorder({
    items: paging.items,
    getId: (client) => client.id,
    getLabel: (client) => client.name,
    enabled: view.canReorder,
    onReorder: (ids) => order.save(paging.items, ids, pageFloor(paging)),
    layout: 'grid',
  });

  const bulkTexts = useTexts(clientBulkTexts);
  const bulk = useBulkClients();
  const { known, selected, tick, select } = useSelection(query.data);

  const toasts = useItemToasts();
  const toggle = useUpdateClient();
  const toggleActive = (client: Client) =>
    toggle.mutate(
      { id: client.id, patch: { is_active: !client.is_active } },
      toasts.saved((saved: Client) => fill(saved.is_active ? texts.shown : texts.hiddenNow, { name: saved.name }), texts.saveFailed),
    );

  const remove = useDeleteClient();
  const askDelete = (client: Client) => toasts.deleteAfterConfirm(client.name, texts, (callbacks) => remove.mutate(client, callbacks));

  if (!hasItems(query)) return <ListStates query={query} texts={texts} createPath={paths.clients.create} />;

  return (
    <>
      <ListToolbar
        noun={texts.noun}
        nouns={texts.nouns}
        query={view.query}
        onQueryChange={view.setQuery}
        filter={view.filter}
        onFilterChange={view.setFilter}
        filterOptions={view.filterOptions}
        sort={view.sort}
        onSortChange={view.setSort}
        sortOptions={view.sortOptions}
        shown={view.visible.length}
        total={view.total}
        reorderHint={!view.canReorder}
      />
      <BulkBar<ClientBulkAction>
        actions={bulkActions}
        undoOf={clientUndoOf}
        bulk={bulk}
        texts={bulkTexts}
        pageIds={paging.items.map((client) => client.id)}
        selected={selected}
        onSelect={select}
        titleOf={(id) => known.get(id)?.name ?? id}
        versionOf={(id) => known.get(id)?.updated_at}
      />
      {view.visible.length === 0 ? (
        <p className="no-results">{view.query.trim() ? fill(texts.noMatch, { query: view.query }) : texts.noneInView}</p>
      ) : (
        <ul className="logo-grid" aria-label={texts.title}>
          {reorder.ordered.map((client, index) => (
            <li
              key={client.id}
              className={['logo-card', client.is_active ? '' : 'logo-card--hidden'].filter(Boolean).join(' ')}
              {...reorder.itemProps(client)}
            >
              <div className="logo-card__top">
                <label className="item-card__select">
                  <input
                    type="checkbox"
                    checked={selected.has(client.id)}
                    onChange={(event) => tick(client.id, event.target.checked)}
                    aria-label={fill(bulkTexts.select, { name: client.name })}
                  />
                </label>
                <DragHandle {...reorder.handleProps(client)} />
                <span className="order-pill" title={items.displayOrder}>
                  #{client.display_order}
                </span>
                {client.is_active ? null : <Badge tone="hidden">{common.hidden}</Badge>}
                <MoveButtons
                  label={client.name}
                  index={index}
                  count={reorder.ordered.length}
                  enabled={view.canReorder}
                  onMove={(delta) => reorder.move(client, delta)}
                />
              </div>
              <div className="logo-card__logo">
                <Thumb src={client.logo_url} alt={fill(items.logoOf, { name: client.name })} />
              </div>
              <h2 className="logo-card__name">{client.name}</h2>
              {client.website ? (
                <a className="logo-card__site" href={client.website} target="_blank" rel="noopener noreferrer">
                  {hostOf(client.website)}
                  <span className="visually-hidden">{common.newTab}</span>
                </a>
              ) : (
                <span className="logo-card__site logo-card__site--none">{texts.noWebsite}</span>
              )}
              <div className="logo-card__actions">
                <ItemActions
                  name={client.name}
                  toggleLabel={client.is_active ? items.hideAction : items.showAction}
                  toggleName={client.is_active ? items.hideItem : items.showItem}
                  onToggle={() => toggleActive(client)}
                  toggleBusy={toggle.isPending && toggle.variables.id === client.id}
                  editPath={paths.clients.edit(client.id)}
                  onDelete={() => void askDelete(client)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {view.visible.length > 0 ? <Pager paging={paging} noun={texts.noun} /> : null}
      <ReorderAnnouncer message={reorder.announcement} />
    </>
  );
}
