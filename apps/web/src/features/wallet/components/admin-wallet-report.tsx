import type { ReactNode } from 'react';
import { walletAdminText } from '@kaimono/i18n';
import { formatDateTime } from '@/shared/lib/format-date';
import { Button } from '@/shared/ui/button';
import { MoneyText } from '@/shared/ui/money-text';
import { QueryState } from '@/shared/ui/query-state';
import { Skeleton } from '@/shared/ui/skeleton';
import type { WalletReport } from '../api/admin-wallet-api';
import { useWalletReport } from '../hooks/use-admin-wallet';

const t = walletAdminText.report;
const f = t.figures;

/** "Báo cáo": the ledger's sanity check (system accounts, customers' totals, open holds). */
export function AdminWalletReport() {
  const report = useWalletReport();
  return (
    <QueryState query={report} skeleton={<Skeleton height={240} radius={10} />}>
      {(r) => <ReportPanel r={r} fetching={report.isFetching} onRefresh={() => void report.refetch()} />}
    </QueryState>
  );
}

function ReportPanel({ r, fetching, onRefresh }: { r: WalletReport; fetching: boolean; onRefresh: () => void }) {
  const money = (amount: number) => <MoneyText amount={amount} currency="VND" />;
  const figures: Array<[string, ReactNode]> = [
    [f.customerAccounts, r.customer_accounts.toLocaleString('vi-VN')],
    [f.customerAvailable, money(r.customer_available_vnd)],
    [f.customerHeld, money(r.customer_held_vnd)],
    [f.customerBalance, money(r.customer_balance_vnd)],
    [f.mismatches, r.customer_balance_mismatches.toLocaleString('vi-VN')],
    [f.openHolds, r.open_holds.toLocaleString('vi-VN')],
    [f.openHoldsVnd, money(r.open_holds_vnd)],
    [f.heldMatches, r.held_matches_open_holds ? t.yes : t.no],
    [f.entries, r.entries.toLocaleString('vi-VN')],
    [f.postingsTotal, money(r.postings_total_vnd)],
  ];
  return (
    <div className="admin-wallet__panel" aria-busy={fetching || undefined}>
      <div className="admin-wallet__toolbar admin-wallet__toolbar--spread">
        <div>
          <h2 className="admin-wallet__heading">{t.title}</h2>
          <p className="muted">{t.generatedAt(formatDateTime(r.generated_at))}</p>
        </div>
        <Button variant="secondary" loading={fetching} onClick={onRefresh}>
          {t.refresh}
        </Button>
      </div>
      <p
        className={r.balanced && r.customer_balance_mismatches === 0 ? 'admin-wallet__status admin-wallet__status--ok' : 'admin-wallet__status admin-wallet__status--bad'}
        role="status"
        data-testid="admin-report-balanced"
      >
        {r.balanced ? t.balanced : t.unbalanced}
      </p>
      <section className="admin-wallet__section" aria-labelledby="admin-report-customers">
        <h3 id="admin-report-customers">{t.customers}</h3>
        <dl className="admin-wallet__facts admin-wallet__facts--wide">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="admin-wallet__section" aria-labelledby="admin-report-system">
        <h3 id="admin-report-system">{t.systemAccounts}</h3>
        <div className="admin-wallet__table-wrap">
          <table className="admin-wallet__table">
            <thead>
              <tr>
                <th scope="col">{t.columns.account}</th>
                <th scope="col" className="admin-wallet__num">
                  {t.columns.balance}
                </th>
              </tr>
            </thead>
            <tbody>
              {r.system_accounts.map((account) => (
                <tr key={account.kind} data-testid="admin-report-account">
                  <th scope="row">
                    {t.accounts[account.kind] ?? account.kind} <code className="admin-wallet__sub">{account.kind}</code>
                  </th>
                  <td className="admin-wallet__num">{money(account.balance_vnd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
