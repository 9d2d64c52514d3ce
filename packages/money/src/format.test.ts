import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { jpy, vnd } from './amount.ts';
import { formatJpy, formatRate, formatVnd } from './format.ts';
import { exchangeRate, rateFromDecimalString, type ExchangeRate } from './rate.ts';

const MAX = Number.MAX_SAFE_INTEGER;

function parseVnd(text: string): number {
  const m = /^(-?)(\d{1,3}(?:\.\d{3})*) ₫$/.exec(text);
  if (!m) throw new Error(`unexpected VND text ${JSON.stringify(text)}`);
  return Number(`${m[1]}${m[2]!.replaceAll('.', '')}`);
}

function parseJpy(text: string): number {
  const m = /^(-?)¥(\d{1,3}(?:,\d{3})*)$/.exec(text);
  if (!m) throw new Error(`unexpected JPY text ${JSON.stringify(text)}`);
  return Number(`${m[1]}${m[2]!.replaceAll(',', '')}`);
}

function parseRate(text: string): ExchangeRate {
  const m = /^(\d{1,3}(?:\.\d{3})*),(\d{2,4}) ₫\/¥$/.exec(text);
  if (!m) throw new Error(`unexpected rate text ${JSON.stringify(text)}`);
  return rateFromDecimalString(`${m[1]!.replaceAll('.', '')}.${m[2]!}`);
}

describe('what ICU emits (the reason formatVnd normalises)', () => {
  it('puts a no-break space before ₫, which formatVnd turns into an ordinary space', () => {
    const raw = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(1_250_000);
    expect(raw.replace(/[\u00a0\u202f]/g, ' ')).toBe('1.250.000 ₫');
    expect(formatVnd(vnd(1_250_000))).toBe('1.250.000 ₫');
    expect(formatVnd(vnd(1_250_000))).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe('formatVnd', () => {
  it.each<[number, string]>([
    [0, '0 ₫'],
    [1, '1 ₫'],
    [999, '999 ₫'],
    [1_000, '1.000 ₫'],
    [1_250_000, '1.250.000 ₫'],
    [2_068_200, '2.068.200 ₫'],
    [-1_250_000, '-1.250.000 ₫'],
    [MAX, '9.007.199.254.740.991 ₫'],
  ])('%d -> %j', (n, text) => {
    expect(formatVnd(vnd(n))).toBe(text);
  });

  it('parses back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX, max: MAX }), (n) => {
        expect(parseVnd(formatVnd(vnd(n)))).toBe(n);
      }),
    );
  });
});

describe('formatJpy', () => {
  it.each<[number, string]>([
    [0, '¥0'],
    [999, '¥999'],
    [12_000, '¥12,000'],
    [1_234_567, '¥1,234,567'],
    [-12_000, '-¥12,000'],
    [MAX, '¥9,007,199,254,740,991'],
  ])('%d -> %j', (n, text) => {
    expect(formatJpy(jpy(n))).toBe(text);
  });

  it('uses the half-width yen sign U+00A5', () => {
    expect(formatJpy(jpy(1)).codePointAt(0)).toBe(0xa5);
  });

  it('parses back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX, max: MAX }), (n) => {
        expect(parseJpy(formatJpy(jpy(n)))).toBe(n);
      }),
    );
  });
});

describe('formatRate', () => {
  it.each<[string, string]>([
    ['172.35', '172,35 ₫/¥'],
    ['172', '172,00 ₫/¥'],
    ['172.3', '172,30 ₫/¥'],
    ['172.345', '172,345 ₫/¥'],
    ['172.3456', '172,3456 ₫/¥'],
    ['172.0506', '172,0506 ₫/¥'],
    ['172.05', '172,05 ₫/¥'],
    ['0.0001', '0,0001 ₫/¥'],
    ['1234.5', '1.234,50 ₫/¥'],
  ])('%s -> %j', (decimal, text) => {
    expect(formatRate(rateFromDecimalString(decimal))).toBe(text);
  });

  it('parses back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX }), (n) => {
        expect(parseRate(formatRate(exchangeRate(n)))).toBe(n);
      }),
    );
  });
});

describe('formatters are made on first use', () => {
  it('loading the module builds no Intl formatter (a browser loads locale data for the first one)', async () => {
    vi.resetModules();
    const Real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(Real, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      const format = await import('./format.ts');
      expect(made).toBe(0);
      expect(format.formatVnd(vnd(1_250_000))).toBe('1.250.000 ₫');
      expect(made).toBeGreaterThan(0);
    } finally {
      Intl.NumberFormat = Real;
    }
  });
});
