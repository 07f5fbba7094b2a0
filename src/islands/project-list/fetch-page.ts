import { fetchJson } from '#src/lib/fetch-json.ts';
import { filterKeys } from '#src/lib/portfolio/filters.ts';
import * as z from '#src/schemas/zod-mini.ts';
import { portfolioPageSchema, type PortfolioPage } from '#src/schemas/portfolio.ts';

// Reading another page of the portfolio from the API, parsed with the schema
// the function answers with: the island imports this module when a visitor
// first asks for a page, a filter or the page's data is missing (ADR 0089), so
// zod and the project schemas are not on the list's load path.

/** The API's address of the page a list address shows: its filters and page number, nothing else. */
function apiAddress(search: string): string {
  const params = new URLSearchParams(search);
  const query = new URLSearchParams({ page: params.get('page') ?? '1' });
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  return `/api/projects-enhanced?${query.toString()}`;
}

export async function fetchPage(search: string, signal?: AbortSignal): Promise<PortfolioPage> {
  return z.parse(portfolioPageSchema, await fetchJson(apiAddress(search), signal));
}
