import { useState, type FormEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { walletAdminText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { formatDateTime } from '@/shared/lib/format-date';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { MoneyText } from '@/shared/ui/money-text';
import { Skeleton } from '@/shared/ui/skeleton';
import type { WalletCustomerInfo } from '../api/admin-wallet-api';
import { normalizeCustomerNo } from '../lib/admin-wallet-rules';

const t = walletAdminText.customer;

interface CustomerLookupFormProps {
  /** Called with the normalized number (KM…) when staff look a customer up. */
  onLookup: (customerNo: string) => void;
  busy?: boolean;
  idPrefix: string;
}

/** "Mã khách hàng" + "Tra cứu": a form of its own, so Enter looks the customer up. */
export function CustomerLookupForm({ onLookup, busy, idPrefix }: CustomerLookupFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const customerNo = normalizeCustomerNo(text);
    if (!customerNo) {
      setError(t.required);
      return;
    }
    setError(null);
    onLookup(customerNo);
  };
  return (
    <form className="admin-wallet__lookup" role="search" aria-label={t.lookupLabel} onSubmit={submit} noValidate>
      <Field label={t.label} hint={t.hint} error={error} id={`${idPrefix}-customer-no`}>
        {(control) => (
          <Input {...control} name="customer_no" value={text} maxLength={40} autoComplete="off" onChange={(event) => setText(event.target.value)} />
        )}
      </Field>
      <Button type="submit" variant="secondary" loading={busy} leadingIcon={<Icon name="search" size={16} />}>
        {t.lookup}
      </Button>
    </form>
  );
}

/** Name, phone and balances of the customer looked up; the server's message when not found. */
export function CustomerSummary({ query, showEntries = false }: { query: UseQueryResult<WalletCustomerInfo>; showEntries?: boolean }) {
  if (query.fetchStatus === 'idle' && query.isPending) return null;
  if (query.isPending) return <Skeleton height={96} radius={8} />;
  if (query.isError) {
    return (
      <p className="admin-wallet__error" role="alert">
        {errorText(query.error)}
      </p>
    );
  }
  const { customer, balances, entries } = query.data;
  return (
    <section className="admin-wallet__customer" aria-label={t.regionLabel} data-testid="admin-wallet-customer">
      <dl className="admin-wallet__facts">
        <div>
          <dt>{walletAdminText.customer.label}</dt>
          <dd>
            <code>{customer.customer_no}</code>
          </dd>
        </div>
        <div>
          <dt>{t.name}</dt>
          <dd data-testid="admin-wallet-customer-name">{customer.full_name}</dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd>{customer.phone ?? t.noPhone}</dd>
        </div>
        <div>
          <dt>{t.available}</dt>
          <dd data-testid="admin-wallet-customer-available">
            <MoneyText amount={balances.available_vnd} currency="VND" />
          </dd>
        </div>
        <div>
          <dt>{t.held}</dt>
          <dd>
            <MoneyText amount={balances.held_vnd} currency="VND" />
          </dd>
        </div>
        <div>
          <dt>{t.balance}</dt>
          <dd>
            <MoneyText amount={balances.balance_vnd} currency="VND" />
          </dd>
        </div>
      </dl>
      {showEntries && <RecentEntries entries={entries.slice(0, 10)} />}
    </section>
  );
}

function RecentEntries({ entries }: { entries: WalletCustomerInfo['entries'] }) {
  if (entries.length === 0) return <p className="muted">{t.noEntries}</p>;
  return (
    <div className="admin-wallet__table-wrap">
      <table className="admin-wallet__table">
        <caption>{t.recent}</caption>
        <thead>
          <tr>
            <th scope="col">{walletAdminText.transfers.columns.time}</th>
            <th scope="col">{walletAdminText.withdrawals.columns.note}</th>
            <th scope="col" className="admin-wallet__num">
              {walletAdminText.transfers.columns.amount}
            </th>
            <th scope="col" className="admin-wallet__num">
              {t.available}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="admin-wallet-entry">
              <td>{formatDateTime(entry.created_at)}</td>
              <td>
                <strong>{entry.kind_name}</strong>
                <br />
                {entry.description}
              </td>
              <td className="admin-wallet__num">
                {entry.amount_vnd > 0 ? '+' : ''}
                <MoneyText amount={entry.amount_vnd} currency="VND" />
              </td>
              <td className="admin-wallet__num">{entry.available_after_vnd === null ? '—' : <MoneyText amount={entry.available_after_vnd} currency="VND" />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
