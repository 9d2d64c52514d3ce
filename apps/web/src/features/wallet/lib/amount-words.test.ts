import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words';

describe('amountInWords', () => {
  it('spells amounts the way invoices and bank slips do', () => {
    expect(amountInWords(1_250_000)).toBe('Một triệu hai trăm năm mươi nghìn đồng');
    expect(amountInWords(0)).toBe('Không đồng');
    expect(amountInWords(15)).toBe('Mười lăm đồng');
    expect(amountInWords(21)).toBe('Hai mươi mốt đồng');
    expect(amountInWords(24)).toBe('Hai mươi tư đồng');
    expect(amountInWords(105)).toBe('Một trăm linh năm đồng');
    expect(amountInWords(1_001)).toBe('Một nghìn không trăm linh một đồng');
    expect(amountInWords(2_024)).toBe('Hai nghìn không trăm hai mươi tư đồng');
    expect(amountInWords(1_000_100)).toBe('Một triệu một trăm đồng');
    expect(amountInWords(500_000)).toBe('Năm trăm nghìn đồng');
    expect(amountInWords(2_000_500_000)).toBe('Hai tỷ năm trăm nghìn đồng');
    expect(amountInWords(999_999_999_999)).toBe('Chín trăm chín mươi chín tỷ chín trăm chín mươi chín triệu chín trăm chín mươi chín nghìn chín trăm chín mươi chín đồng');
  });

  it('refuses what is not a whole, non-negative amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});
