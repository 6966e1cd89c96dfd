/**
 * A map that forgets its least recently used entries once their sizes add up to more than
 * `maxSize`. A `Map` keeps insertion order, so a read moves its entry to the end and the
 * first entry is always the one to forget.
 */
export class BoundedLru<V> {
  readonly #entries = new Map<string, { value: V; size: number }>();
  #size = 0;

  readonly maxSize: number;
  readonly sizeOf: (value: V) => number;

  /**
   * `sizeOf` counts an entry against `maxSize` (1 each unless given: a bound on the count). No
   * parameter properties: the command-line import loads this module in Node's type stripping.
   */
  constructor(maxSize: number, sizeOf: (value: V) => number = () => 1) {
    this.maxSize = maxSize;
    this.sizeOf = sizeOf;
  }

  /** What the entries add up to now. */
  get size(): number {
    return this.#size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value`, forgetting the oldest entries to make room; false when it alone is over the bound (not kept). */
  set(key: string, value: V): boolean {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return false;
    this.#entries.set(key, { value, size });
    this.#size += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#size <= this.maxSize) break;
      this.#entries.delete(oldest);
      this.#size -= entry.size;
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
  }
}
