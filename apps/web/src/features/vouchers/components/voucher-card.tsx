import type { ReactNode } from 'react';
import { vouchersWebText } from '@kaimono/i18n';
import type { VoucherDto } from '../api/vouchers-api';
import { discountText, minOrderText, remainingText, servicesText, sitesText, validityText } from '../lib/voucher-format';

const t = vouchersWebText.card;

export interface VoucherCardProps {
  voucher: VoucherDto;
  /** Uses left for the viewer (null for a visitor). */
  myRemaining: number | null;
  /** A status badge (saved coupons). */
  badge?: ReactNode;
  /** Under the conditions: when it was saved. */
  footnote?: ReactNode;
  actions?: ReactNode;
  testId: string;
}

/** One voucher: discount, code, minimum order, sites, services, validity and uses left. */
export function VoucherCard({ voucher, myRemaining, badge, footnote, actions, testId }: VoucherCardProps) {
  const headingId = `voucher-${testId}-${voucher.id}`;
  return (
    <li className="voucher-card" data-testid={testId} aria-labelledby={headingId}>
      <div className="voucher-card__stub" aria-hidden="true">
        <span className="voucher-card__stub-text">{discountText(voucher)}</span>
      </div>
      <div className="voucher-card__body">
        <div className="voucher-card__head">
          <h3 id={headingId} className="voucher-card__name">
            {voucher.name}
          </h3>
          {badge}
        </div>
        <p className="voucher-card__code">
          <span className="sr-only">{t.code}: </span>
          <code>{voucher.code}</code>
        </p>
        {voucher.description && <p className="voucher-card__description">{voucher.description}</p>}
        <dl className="voucher-card__facts">
          <div>
            <dt>{t.discount}</dt>
            <dd>{discountText(voucher)}</dd>
          </div>
          <div>
            <dt>{t.minOrder}</dt>
            <dd>{minOrderText(voucher.min_order_vnd)}</dd>
          </div>
          <div>
            <dt>{t.sites}</dt>
            <dd>{sitesText(voucher.sites)}</dd>
          </div>
          <div>
            <dt>{t.services}</dt>
            <dd>{servicesText(voucher.services)}</dd>
          </div>
          <div>
            <dt>{t.validity}</dt>
            <dd>{validityText(voucher.valid_from, voucher.valid_to)}</dd>
          </div>
          <div>
            <dt>{t.remaining}</dt>
            <dd>{remainingText(myRemaining, voucher.remaining_uses, voucher.per_customer_limit)}</dd>
          </div>
        </dl>
        {(footnote || actions) && (
          <div className="voucher-card__foot">
            {footnote && <span className="voucher-card__footnote">{footnote}</span>}
            {actions && <span className="voucher-card__actions">{actions}</span>}
          </div>
        )}
      </div>
    </li>
  );
}
