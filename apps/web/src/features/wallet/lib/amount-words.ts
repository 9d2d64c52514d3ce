import { doReadNumber, ReadingConfig } from 'read-vietnamese-number';

// The money style of invoices and bank slips (research: Vietnamese number words §3): "linh" for a
// zero tens digit, "nghìn" and "tỷ" as banks write them, "đồng" at the end, first letter capital.
const config = new ReadingConfig();
config.unit = ['đồng'];
config.oddText = 'linh';
config.units = [[], ['nghìn'], ['triệu'], ['tỷ']];

/** 1250000 → 'Một triệu hai trăm năm mươi nghìn đồng'. Only for whole, non-negative dong. */
export function amountInWords(amountVnd: number): string {
  if (!Number.isSafeInteger(amountVnd) || amountVnd < 0) throw new RangeError(`Not a whole amount of dong: ${amountVnd}`);
  // The library takes strings (never floats) on purpose.
  const words = doReadNumber(String(amountVnd), config);
  return words.charAt(0).toLocaleUpperCase('vi-VN') + words.slice(1);
}
