import { useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { cx } from '@/shared/lib/cx';
import { formatAmountInput, parseAmountInput, reformatAmountInput } from '../lib/amount-input';

export interface AmountInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min'> {
  /** Whole dong, or null while the box is empty. */
  value: number | null;
  onValueChange: (amountVnd: number | null) => void;
}

/**
 * A money box: digits only, grouped as they are typed (1.000.000), caret kept in place. A text
 * input with inputMode numeric rather than type=number, which cannot show the separators.
 */
export function AmountInput({ value, onValueChange, className, ...rest }: AmountInputProps) {
  const [text, setText] = useState(() => formatAmountInput(value));
  const [edit, setEdit] = useState(0);
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // A value set from outside (a quick-amount chip, a reset) replaces what the box shows.
  if (parseAmountInput(text) !== value) setText(formatAmountInput(value));

  useLayoutEffect(() => {
    const input = ref.current;
    if (input && caret.current !== null && document.activeElement === input) input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text, edit]);

  return (
    <input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className={cx('k-input', 'wallet-amount-input', className)}
      value={text}
      onChange={(event) => {
        const next = reformatAmountInput(event.target.value, event.target.selectionStart ?? event.target.value.length);
        caret.current = next.caret;
        setText(next.text);
        // Re-render even when nothing changed (a letter typed), so the caret is put back.
        setEdit((n) => n + 1);
        if (next.amount !== value) onValueChange(next.amount);
      }}
      {...rest}
    />
  );
}
