import { uiKitText } from '@kaimono/i18n';
import './spinner.css';

export interface SpinnerProps {
  size?: number;
  /** Announced text; ignored when decorative. */
  label?: string;
  /** Inside a control that already says it is busy. */
  decorative?: boolean;
}

export function Spinner({ size = 24, label = uiKitText.loading, decorative = false }: SpinnerProps) {
  const circle = (
    <svg className="k-spinner" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return circle;
  return (
    <span role="status" className="k-spinner__wrap">
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}
