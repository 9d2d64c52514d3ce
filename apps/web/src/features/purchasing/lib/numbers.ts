/** A whole number from a text box ("12.000", "12000"), null when it is not one within [min, max]. */
export function wholeNumber(text: string, min: number, max: number): number | null {
  const digits = text.replace(/[.,\s]/g, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  const n = Number(digits);
  return n >= min && n <= max ? n : null;
}

/** The settlement preview: the yen difference at the order's rate, rounded up to the whole dong (the server's rule). */
export function differenceVnd(actualJpy: number, expectedJpy: number, rateScaled: number): number {
  const diff = actualJpy - expectedJpy;
  return Math.sign(diff) * Math.ceil((Math.abs(diff) * rateScaled) / 10_000);
}
