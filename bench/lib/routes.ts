import { builtRoutes } from '#tests/fixtures/dist.ts';

/** Every pre-rendered public route in dist/, home first. */
export async function publicRoutes(): Promise<string[]> {
  const routes = await builtRoutes();
  return ['/', ...routes.filter((route) => route !== '/')];
}
