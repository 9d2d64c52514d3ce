import { useId, type ReactNode } from 'react';
import { uiKitText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import './field.css';

export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean | undefined;
  'aria-required': boolean | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Rendered under the control and linked with aria-describedby. */
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  /** Show "(không bắt buộc)" after the label. */
  optional?: boolean;
  className?: string;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control, a hint and an error message, wired together for assistive technology. */
export function Field({ label, hint, error, required, optional, className, id, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('k-field', error && 'k-field--invalid', className)}>
      <label className="k-field__label" htmlFor={controlId}>
        {label}
        {required && (
          <span className="k-field__required" aria-hidden="true">
            {' '}*
          </span>
        )}
        {optional && <span className="k-field__optional"> ({uiKitText.optional})</span>}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, 'aria-required': required || undefined })}
      {hint && (
        <p id={hintId} className="k-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="k-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
