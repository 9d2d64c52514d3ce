import { useState } from 'react';
import { exchangeRate, formatRate } from '@kaimono/money';
import { uiKitText } from '@kaimono/i18n';
import { MoneyText } from './money-text';
import './calc-details.css';

const t = uiKitText.calc;

/** A price line as the server sends it (orders, quotes, bills, bids): the formula is the server's. */
export interface CalcLine {
  code?: string;
  label: string;
  amount_vnd: number;
  amount_jpy?: number | null | undefined;
  note?: string | null | undefined;
  /** How the amount was computed, inputs filled in (the server writes it; never computed here). */
  formula?: string | null | undefined;
}

export interface CalcGroup {
  code: string;
  title: string;
  lines: readonly CalcLine[];
}

export interface CalcDetailsProps {
  /** The lines, grouped (a quote's details) … */
  groups?: readonly CalcGroup[];
  /** … or flat (a bill's lines). */
  lines?: readonly CalcLine[];
  /** VND per JPY × 10,000 used for the amounts. */
  rateScaled?: number | null;
  /** The figures the lines add up to, with their names ("Tổng", "Thanh toán lần 1" …). */
  totals?: ReadonlyArray<{ label: string; amountVnd: number }>;
  /** Opened at first (tests, print). */
  defaultOpen?: boolean;
  testId?: string;
}

function Line({ line }: { line: CalcLine }) {
  const how = line.formula || line.note || null;
  return (
    <li className="k-calc__line" data-testid="calc-line">
      <span className="k-calc__label">{line.label}</span>
      <span className="k-calc__amount">
        <MoneyText amount={line.amount_vnd} currency="VND" />
      </span>
      <p className="k-calc__formula" data-testid={line.formula ? 'calc-formula' : undefined}>
        {how ?? t.noFormula}
      </p>
    </li>
  );
}

/**
 * "Chi tiết cách tính": beside a total, every line with its amount and how it was computed (the
 * server's `formula` with its inputs, else the line's note), the rate used, and the sum, so a
 * buyer can redo each figure by hand. A native <details>: opens with the keyboard, nothing to load.
 */
export function CalcDetails({ groups, lines, rateScaled, totals = [], defaultOpen, testId = 'calc-details' }: CalcDetailsProps) {
  const [open, setOpen] = useState(defaultOpen ?? false);
  const grouped = groups ?? (lines ? [{ code: 'all', title: '', lines }] : []);
  if (grouped.every((g) => g.lines.length === 0)) return null;
  // The lines are written only once opened: a closed expander adds nothing to the page's text.
  return (
    <details className="k-calc" data-testid={testId} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t.title}</summary>
      {open && (
        <div className="k-calc__body">
          <p className="k-calc__hint">{t.hint}</p>
          {grouped.map((group) => (
            <div key={group.code} role="group" aria-label={group.title || undefined}>
              {group.title && <p className="k-calc__group">{group.title}</p>}
              <ol className="k-calc__list">
                {group.lines.map((line, i) => (
                  <Line key={`${line.code ?? ''}-${i}`} line={line} />
                ))}
              </ol>
            </div>
          ))}
          {rateScaled != null && rateScaled > 0 && <p className="k-calc__rate">{t.rate(formatRate(exchangeRate(rateScaled)))}</p>}
          {totals.map((total) => (
            <p key={total.label} className="k-calc__total" data-testid="calc-total">
              <span>{total.label}</span>
              <MoneyText amount={total.amountVnd} currency="VND" />
            </p>
          ))}
        </div>
      )}
    </details>
  );
}
