// Reversible item numbers: an item index becomes a fixed-width decimal number that looks random,
// and the number maps back to the index without any lookup table (so a 100,000-item catalog needs
// no code -> index map). An affine map x -> (a*x + b) mod M is a bijection when gcd(a, M) = 1.

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  if (oldR !== 1n) throw new RangeError('not invertible');
  return ((oldS % m) + m) % m;
}

export class NumberCodec {
  private readonly modulus: bigint;
  private readonly offset: bigint;
  private readonly a: bigint;
  private readonly b: bigint;
  private readonly aInv: bigint;

  /** Numbers of exactly `digits` digits (no leading zero); `key` picks the permutation. */
  constructor(
    readonly digits: number,
    key: number,
  ) {
    this.offset = 10n ** BigInt(digits - 1);
    this.modulus = 9n * this.offset;
    // A multiplier near a golden-ratio fraction of the modulus spreads consecutive indexes over
    // the whole range (codes do not look sequential); step until it is coprime with the modulus.
    const fraction = 0.5 + 0.3 * ((key * 0.6180339887) % 1);
    let a = BigInt(Math.floor(Number(this.modulus) * fraction)) | 1n;
    while (gcd(a, this.modulus) !== 1n) a += 2n;
    this.a = a;
    this.b = (BigInt(key) * 2_654_435_761n + 40_503n) % this.modulus;
    this.aInv = modInverse(this.a, this.modulus);
  }

  /** Largest x that can be encoded (exclusive). */
  get capacity(): number {
    return Number(this.modulus);
  }

  encode(x: number): string {
    if (!Number.isSafeInteger(x) || x < 0 || BigInt(x) >= this.modulus) throw new RangeError(`cannot encode ${x}`);
    return String(((this.a * BigInt(x) + this.b) % this.modulus) + this.offset);
  }

  /** The x of a number string, or null when it is not `digits` digits. */
  decode(text: string): number | null {
    if (text.length !== this.digits || !/^[1-9]\d*$/.test(text)) return null;
    const y = BigInt(text) - this.offset;
    const x = (this.aInv * (((y - this.b) % this.modulus) + this.modulus)) % this.modulus;
    return Number(x);
  }
}

const ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A random-looking alphanumeric id (Mercari Shops style, 22 chars) from a 32-bit-seeded stream. */
export function alphanumericId(next: () => number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ID_ALPHABET[Math.floor(next() * ID_ALPHABET.length)];
  return out;
}
