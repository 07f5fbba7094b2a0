import { expect, test } from 'vitest';
import { slicePage } from '#admin/lib/paging.ts';
import { clientFilters, clientSearchText, clientSorts } from '#admin/features/clients/client-view.ts';
import { searchMatcher } from '#src/lib/text/search.ts';
import type { Client } from '#src/schemas/client.ts';

// The clients list's view, worked out in the browser over the list it read
// (ADR 0063): a search in both names and the website, accents and case aside;
// shown or hidden ones only; its orders; and its pages.

const at = '2026-03-01T10:00:00.000Z';
const client = (name: string, overrides: Partial<Client> = {}): Client => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  logo_url: 'https://logos.example.test/logo.svg',
  website: '',
  display_order: 0,
  is_active: true,
  fr: { name: '' },
  created_at: at,
  updated_at: at,
  ...overrides,
});

const clients = [
  client('Raffinerie de Lavéra', { display_order: 2 }),
  client('Chemicals of the Gulf', { display_order: 1, fr: { name: 'Chimie du Golfe' }, is_active: false }),
  client('Total Energies', { display_order: 3, website: 'https://www.lavera-terminal.example' }),
];

/** The names a view shows, as the list hook filters (src/lib/text/search.ts) and sorts them. */
function view(query: string, filter?: keyof typeof clientFilters, sort: keyof typeof clientSorts = 'order'): string[] {
  const matches = searchMatcher(query);
  return clients
    .filter((item) => (!filter || clientFilters[filter].keep(item)) && matches(clientSearchText(item)))
    .sort(clientSorts[sort].compare)
    .map((item) => item.name);
}

test('a search ignores accents and case, in both names and the website', () => {
  expect(view('lavera')).toEqual(['Raffinerie de Lavéra', 'Total Energies']);
  expect(view('RAFFINERIE LAVÉRA')).toEqual(['Raffinerie de Lavéra']);
  expect(view('chimie golfe')).toEqual(['Chemicals of the Gulf']);
  expect(view('nobody')).toEqual([]);
});

test('shown or hidden ones only, and the orders', () => {
  expect(view('', 'visible')).toEqual(['Raffinerie de Lavéra', 'Total Energies']);
  expect(view('', 'hidden')).toEqual(['Chemicals of the Gulf']);
  expect(view('lavera', 'hidden')).toEqual([]);
  expect(view('')).toEqual(['Chemicals of the Gulf', 'Raffinerie de Lavéra', 'Total Energies']);
  expect(view('', undefined, 'status')[0]).toBe('Chemicals of the Gulf');
  expect(view('', undefined, 'name')).toEqual(['Chemicals of the Gulf', 'Raffinerie de Lavéra', 'Total Energies']);
});

test('a page past the end of a view shows its last page; an empty view has one empty page', () => {
  expect(slicePage(view('lavera'), 5, 25)).toMatchObject({ page: 1, pages: 1, from: 1, to: 2, total: 2 });
  expect(slicePage(view('nobody'), 2, 25)).toMatchObject({ items: [], page: 1, from: 0, to: 0, total: 0 });
});
