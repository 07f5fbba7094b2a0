import type { Client } from '#src/schemas/client.ts';
import { byDisplayOrder, compareText, type ListFilter, type SortOption } from '#admin/lib/use-list-view.ts';

// How the clients list is searched, filtered and sorted: the whole list is in
// the browser (the carousel's few dozen logos, read once), so a view and its
// pages are worked out here (ADR 0063). A client holds a name in English and
// French, a logo and a website: a search looks in the names and the website.

export const clientSorts: Record<'order' | 'name' | 'status', Omit<SortOption<Client>, 'label'>> = {
  order: { compare: byDisplayOrder((client) => client.name) },
  name: { compare: (a, b) => compareText(a.name, b.name) },
  status: { compare: (a, b) => Number(a.is_active) - Number(b.is_active) || compareText(a.name, b.name) },
};

/** Shown on the website (in the carousel) or hidden from it: `?filter=visible|hidden`. */
export const clientFilters: Record<'visible' | 'hidden', Omit<ListFilter<Client>, 'label'>> = {
  visible: { keep: (client) => client.is_active },
  hidden: { keep: (client) => !client.is_active },
};

export const clientSearchText = (client: Client) => [client.name, client.fr.name, client.website].join(' ');
