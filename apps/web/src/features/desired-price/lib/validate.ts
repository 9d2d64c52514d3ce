import { desiredPriceWebText } from '@kaimono/i18n';

const t = desiredPriceWebText.dialog;

export interface PriceLimits {
  /** The current price (yen): the desired price must be lower. */
  current: number | null;
  /** The server's lowest and highest price that may be asked, when known. */
  min: number | null;
  max: number | null;
}

/** The desired price typed by the customer: a whole number of yen, above 0, below the current price. */
export function validateDesiredPrice(text: string, limits: PriceLimits): { ok: true; value: number } | { ok: false; error: string } {
  const digits = text.replace(/[.,\s]/g, '');
  if (!digits) return { ok: false, error: t.desiredRequired };
  if (!/^\d+$/.test(digits)) return { ok: false, error: t.desiredRequired };
  const value = Number.parseInt(digits, 10);
  if (value <= 0) return { ok: false, error: t.desiredTooLow };
  if (limits.min !== null && value < limits.min) return { ok: false, error: t.desiredMin(`¥${limits.min.toLocaleString('en-US')}`) };
  if (limits.current !== null && value >= limits.current) return { ok: false, error: t.desiredTooHigh };
  if (limits.max !== null && value > limits.max) return { ok: false, error: t.desiredTooHigh };
  return { ok: true, value };
}
