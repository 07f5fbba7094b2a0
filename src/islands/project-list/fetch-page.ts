import { fetchJson } from '#src/lib/fetch-json.ts';
import * as z from '#src/schemas/zod-mini.ts';
import { portfolioPageSchema, type PortfolioPage } from '#src/schemas/portfolio.ts';

// Reading another page of the portfolio from the API, parsed with the schema
// the function answers with: the island imports this module when a visitor
// first asks for a page, a filter or the page's data is missing (ADR 0089), so
// zod and the project schemas are not on the list's load path. It imports
// nothing the island loads with the page, so the two share no chunk.

/** A page of the portfolio from its API address (/api/projects-enhanced?page=N with the filters), checked. */
export async function fetchPage(address: string, signal?: AbortSignal): Promise<PortfolioPage> {
  return z.parse(portfolioPageSchema, await fetchJson(address, signal));
}
