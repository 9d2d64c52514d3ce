import type { ReactNode } from 'react';
import { cx } from '@/shared/lib/cx';

export interface ListTableProps {
  /** The "N results" line above the table, announced politely when it changes. */
  count?: ReactNode;
  /** Classes added to the count line (it is always `muted`). */
  countClassName?: string;
  /** The scrolling wrapper's class (the feature's table CSS). */
  wrapClassName: string;
  className: string;
  /** The table's accessible name. */
  label?: string;
  /** A refetch is running: the rows shown may be about to change. */
  busy?: boolean;
  /** Below the table, e.g. the Pagination. */
  footer?: ReactNode;
  /** The table's thead and tbody. */
  children: ReactNode;
}

/** A staff list's table: the count line, the scrolling wrapper and the table, then the footer. */
export function ListTable({ count, countClassName, wrapClassName, className, label, busy, footer, children }: ListTableProps) {
  return (
    <>
      {count !== undefined && (
        <p className={cx('muted', countClassName)} aria-live="polite">
          {count}
        </p>
      )}
      <div className={wrapClassName}>
        <table className={className} aria-label={label} aria-busy={busy || undefined}>
          {children}
        </table>
      </div>
      {footer}
    </>
  );
}
