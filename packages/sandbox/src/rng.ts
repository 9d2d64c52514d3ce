// Deterministic randomness. Everything the sandbox invents is a pure function of the seed and a
// "path" (site, item index, purpose ...), so the same seed gives the same catalog in any process
// and any item can be rebuilt on its own without generating the ones before it.

/** 32-bit FNV-1a over the parts (joined with a separator), then a murmur3 finaliser for avalanche. */
export function hash32(...parts: ReadonlyArray<string | number>): number {
  let h = 0x811c9dc5;
  for (let p = 0; p < parts.length; p += 1) {
    const s = String(parts[p]);
    for (let i = 0; i < s.length; i += 1) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x1f;
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for test data. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  static of(...parts: ReadonlyArray<string | number>): Rng {
    return new Rng(hash32(...parts));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Index drawn with the given (non-negative) weights. */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i += 1) {
      r -= weights[i] as number;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** Log-uniform integer in [min, max]: prices spread like real ones (many cheap, few dear). */
  logInt(min: number, max: number): number {
    const a = Math.log(min);
    const b = Math.log(max);
    return Math.round(Math.exp(a + (b - a) * this.next()));
  }

  /** A 32-bit value for seeding a child generator. */
  u32(): number {
    return Math.floor(this.next() * 4294967296) >>> 0;
  }
}

/** Seeds may be given as numbers or strings; both become a 32-bit value. */
export function normaliseSeed(seed: number | string | undefined): number {
  if (seed === undefined) return 20_260_101;
  if (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0 && seed <= 0xffffffff) return seed;
  return hash32('seed', String(seed));
}
