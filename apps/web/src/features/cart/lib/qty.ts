/** The quantity a buyer may choose: a whole number from 1 to the stock (999 at most, the cart's limit). */
export function clampQty(value: number, max: number | null = null): number {
  const cap = Math.max(1, Math.min(999, max ?? 999));
  if (!Number.isFinite(value)) return 1;
  return Math.min(cap, Math.max(1, Math.trunc(value)));
}
