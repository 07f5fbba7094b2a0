// What a module builds at import, every function that reaches it pays at its
// cold start, whether it uses it or not (ADR 0091): the page schemas alone took
// about 36 ms of CPU. A record whose values are built on their first read, once,
// and then held, costs nothing until a caller reads it.

/** A record of `build`'s keys, each value made by its builder on its first read and kept. */
export function builtOnFirstUse<T extends Record<string, unknown>>(build: { readonly [K in keyof T]: () => T[K] }): Readonly<T> {
  const record = {} as T;
  for (const key of Object.keys(build) as (keyof T & string)[]) {
    Object.defineProperty(record, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        const value = build[key]();
        Object.defineProperty(record, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return record;
}

/** `build`'s value, made on the first call and returned by every call. */
export function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
