import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { uiKitText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import { Icon } from './icons';
import './input.css';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, ...rest }, ref) {
  return <input ref={ref} className={cx('k-input', className)} {...rest} />;
});

export type PasswordInputProps = Omit<InputProps, 'type'>;

/** A password box with a show/hide toggle (aria-pressed). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { className, ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <span className="k-password">
      <input ref={ref} type={visible ? 'text' : 'password'} className={cx('k-input', 'k-password__input', className)} {...rest} />
      <button
        type="button"
        className="k-password__toggle"
        aria-label={visible ? uiKitText.hidePassword : uiKitText.showPassword}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <Icon name={visible ? 'eyeOff' : 'eye'} />
      </button>
    </span>
  );
});
