import type { ReactNode } from 'react';
import { commonText, uiKitText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import { Button } from './button';
import { Icon, type IconName } from './icons';
import './empty-state.css';

export interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  /** Shows a "Thử lại" button (spec §7: failed list loads show an empty list with a retry). */
  onRetry?: () => void;
  retrying?: boolean;
  action?: ReactNode;
  className?: string;
  /** Heading level of the title, to keep the page's heading order. */
  headingLevel?: 2 | 3;
}

export function EmptyState({ title = uiKitText.emptyTitle, description, icon = 'info', onRetry, retrying, action, className, headingLevel = 3 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cx('k-empty', className)}>
      <span className="k-empty__icon">
        <Icon name={icon} size={28} />
      </span>
      <Heading className="k-empty__title">{title}</Heading>
      {description && <p className="k-empty__description">{description}</p>}
      <div className="k-empty__actions">
        {onRetry && (
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {commonText.retry}
          </Button>
        )}
        {action}
      </div>
    </div>
  );
}

/** The empty list shown when loading failed, with a retry (spec §7). */
export function LoadFailed({ onRetry, retrying, className }: { onRetry: () => void; retrying?: boolean; className?: string }) {
  return (
    <EmptyState
      className={className}
      icon="alert"
      title={uiKitText.loadFailedTitle}
      description={uiKitText.loadFailedBody}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
