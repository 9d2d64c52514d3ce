import { useState } from 'react';
import { cartWebText } from '@kaimono/i18n';
import { IconButton } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { clampQty } from '../lib/qty';

const t = cartWebText.cart;

export interface QtyStepperProps {
  value: number;
  onChange: (qty: number) => void;
  /** Names the controls ("Tăng số lượng …"). */
  name: string;
  max?: number | null;
  disabled?: boolean;
  id?: string;
}

/** − [n] +: typing is committed on blur or Enter, the buttons commit at once. */
export function QtyStepper({ value, onChange, name, max = null, disabled, id }: QtyStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (raw: string) => {
    setDraft(null);
    const next = clampQty(Number.parseInt(raw, 10), max);
    if (next !== value) onChange(next);
  };
  const cap = clampQty(999, max);
  return (
    <span className="qty-stepper">
      <IconButton label={t.qtyDecrease(name)} onClick={() => onChange(clampQty(value - 1, max))} disabled={disabled || value <= 1}>
        <Icon name="minus" size={16} />
      </IconButton>
      <input
        id={id}
        className="qty-stepper__input"
        inputMode="numeric"
        aria-label={t.qtyLabel(name)}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit((event.target as HTMLInputElement).value);
          }
        }}
      />
      <IconButton label={t.qtyIncrease(name)} onClick={() => onChange(clampQty(value + 1, max))} disabled={disabled || value >= cap}>
        <Icon name="plus" size={16} />
      </IconButton>
    </span>
  );
}
