// A map that keeps at most a number of bytes of values, dropping those read
// least recently first: what an instance holds of its answers stays bounded
// however many addresses are asked for (ADR 0092).

export class ByteLru<V> {
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;
  readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  /** The bytes held now: never more than the limit. */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value under `key`, now the most recently used; undefined when none. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Holds `value` as `bytes` long, dropping the least recently used to stay within the limit; one larger than the limit is not held. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.limit) return;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes + bytes <= this.limit) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
