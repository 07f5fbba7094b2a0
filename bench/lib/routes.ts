import { builtRoutes } from '#tests/fixtures/dist.ts';

/** Every pre-rendered public route in dist/, home first. */
export function publicRoutes(): string[] {
  return ['/', ...builtRoutes().filter((route) => route !== '/')];
}

/**
 * The portfolio's pages the function renders on demand (ADR 0022): two
 * project pages (the one with the most content first) and the list filtered
 * by a sector, as served by a running platform with the demo content.
 */
export async function portfolioRoutes(baseUrl: string): Promise<string[]> {
  const response = await fetch(new URL('/api/projects-enhanced', baseUrl));
  const projects = (await response.json()) as { slug: string; description: string; sectors: { slug: string }[] }[];
  const richest = [...projects].sort((a, b) => b.description.length - a.description.length);
  const sector = projects[0]?.sectors[0]?.slug;
  return [
    ...richest.slice(0, 2).map((project) => `/projects-enhanced/${project.slug}`),
    ...(sector ? [`/projects-enhanced?sector=${sector}`] : []),
  ];
}
