/** A rate of VND per JPY × 10,000 as shown to people, e.g. 1723500 → "172,35". */
export function rateText(scaled: number): string {
  return new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 4 }).format(scaled / 10_000);
}
