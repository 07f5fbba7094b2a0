import { builtRoutes } from '#tests/fixtures/dist.ts';

/** Every pre-rendered public route in dist/, home first. */
export function publicRoutes(): string[] {
  return ['/', ...builtRoutes().filter((route) => route !== '/')];
}
