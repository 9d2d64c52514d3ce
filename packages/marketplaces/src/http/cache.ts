// A small in-memory response cache: least-recently-used eviction, a time-to-live per entry, and
// two bounds (entry count and total characters) so a burst of big HTML pages cannot grow the
// process without limit. It is only a cache (DESIGN.md §1): nothing breaks when it is empty, and
// every server process keeps its own.

export interface CacheOptions {
  /** Most entries kept (default 1,000). */
  maxEntries?: number;
  /** Most characters of bodies kept in total (default 64 million, ~128 MB of UTF-16). */
  maxChars?: number;
  /** Milliseconds clock, injectable for tests. */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
  chars: number;
}

export class TtlLruCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly maxEntries: number;
  private readonly maxChars: number;
  private readonly now: () => number;
  private chars = 0;

  constructor(options: CacheOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? 1000);
    this.maxChars = Math.max(1, options.maxChars ?? 64_000_000);
    this.now = options.now ?? Date.now;
  }

  /** The live value for the key, or undefined (an expired entry is dropped). Marks the entry as used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores a value for `ttlMs`; `chars` is its size for the character bound (e.g. body length). */
  set(key: string, value: V, ttlMs: number, chars = 0): void {
    if (!(ttlMs > 0)) return;
    if (chars > this.maxChars) return; // larger than the whole cache: never worth keeping
    const existing = this.entries.get(key);
    if (existing) this.remove(key, existing);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs, chars });
    this.chars += chars;
    while (this.entries.size > this.maxEntries || this.chars > this.maxChars) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      const entry = this.entries.get(oldest.value);
      if (entry) this.remove(oldest.value, entry);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.remove(key, entry);
  }

  clear(): void {
    this.entries.clear();
    this.chars = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.chars -= entry.chars;
  }
}
