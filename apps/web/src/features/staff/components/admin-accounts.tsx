import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { accountsAdminText as t } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { formatVnd } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { QueryState } from '@/shared/ui/query-state';
import { useToast } from '@/shared/ui/toast';
import { accountsSummary, downloadAccounts, staffKeys } from '../api/staff-api';
import './admin-staff.css';

/** Today in Vietnam (UTC+7), as the server counts days. */
export function vietnamToday(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

const money = (amount: number) => formatVnd(amount);

/** /admin/accounts: the ledger's accounts for one day (opening, movements, closing) and the xlsx export. */
export default function AdminAccounts() {
  const toast = useToast();
  const [day, setDay] = useState(() => vietnamToday());
  const [shown, setShown] = useState(day);
  const [from, setFrom] = useState(() => vietnamToday(new Date(new Date().getTime() - 29 * 86_400_000)));
  const [to, setTo] = useState(() => vietnamToday());
  const query = useQuery({ queryKey: staffKeys.accounts(shown), queryFn: ({ signal }) => accountsSummary(shown, signal), retry: false });
  const download = useMutation({ mutationFn: () => downloadAccounts(from, to), onError: (error) => toast.error(errorText(error)) });
  const onShow = (event: FormEvent) => {
    event.preventDefault();
    setShown(day);
    if (day === shown) void query.refetch();
  };
  return (
    <div className="admin-staff">
      <form className="admin-audit-filters" onSubmit={onShow} noValidate>
        <Field label={t.date} id="accounts-date">
          {(control) => <Input {...control} type="date" value={day} onChange={(event) => setDay(event.target.value)} />}
        </Field>
        <Button type="submit">{t.show}</Button>
      </form>
      <QueryState query={query} forbidden={(error) => error.message}>
        {({ data }) => (
          <>
            <p className="muted">{t.signNote}</p>
            <div className="admin-staff-table-wrap">
              <table className="admin-staff-table" aria-label={t.title}>
                <thead>
                  <tr>
                    <th scope="col">{t.columns.account}</th>
                    <th scope="col">{t.columns.opening}</th>
                    <th scope="col">{t.columns.movements}</th>
                    <th scope="col">{t.columns.closing}</th>
                  </tr>
                </thead>
                {data.groups.map((group) => (
                  <tbody key={group.group}>
                    <tr className="admin-accounts-group">
                      <th scope="rowgroup" colSpan={4}>
                        {t.groups[group.group]}: {money(group.closing_vnd)}
                      </th>
                    </tr>
                    {data.accounts
                      .filter((row) => row.group === group.group)
                      .map((row) => (
                        <tr key={row.account} data-testid="account-row">
                          <th scope="row">{t.accountNames[row.account] ?? row.account}</th>
                          <td>{money(row.opening_vnd)}</td>
                          <td>
                            {row.movements.length === 0
                              ? '—'
                              : row.movements.map((m) => (
                                  <div key={`${m.purpose}:${m.kind}`}>
                                    {m.purpose} ({m.kind}, {m.entries}): {money(m.amount_vnd)}
                                  </div>
                                ))}
                          </td>
                          <td>{money(row.closing_vnd)}</td>
                        </tr>
                      ))}
                  </tbody>
                ))}
                <tfoot>
                  <tr>
                    <th scope="row">{t.total}</th>
                    <td>{money(data.totals.opening_vnd)}</td>
                    <td>{money(data.totals.net_vnd)}</td>
                    <td>{money(data.totals.closing_vnd)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <p role="status" className={data.reconciled ? 'admin-accounts-ok' : 'admin__error'}>
              {data.reconciled ? t.reconciled : t.notReconciled}
            </p>
            {data.cod_disputes && (
              <section className="admin-staff-card" aria-labelledby="accounts-cod-disputes" data-testid="accounts-cod-disputes">
                <h2 id="accounts-cod-disputes">{t.codDisputesTitle}</h2>
                {data.cod_disputes.by_carrier.length === 0 ? (
                  <p>{t.codDisputesNone}</p>
                ) : (
                  <>
                    <ul>
                      {data.cod_disputes.by_carrier.map((c) => (
                        <li key={c.carrier}>{t.codDisputeLine(c.carrier, c.count, money(c.amount_vnd))}</li>
                      ))}
                    </ul>
                    <p>{t.codDisputesTotal(money(data.cod_disputes.open_total_vnd))}</p>
                  </>
                )}
              </section>
            )}
            <section className="admin-staff-card" aria-labelledby="accounts-limits">
              <h2 id="accounts-limits">{t.limits}</h2>
              <ul>
                {data.limits.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          </>
        )}
      </QueryState>
      <section className="admin-staff-card" aria-labelledby="accounts-export">
        <h2 id="accounts-export">{t.exportTitle}</h2>
        <div className="admin-audit-filters">
          <Field label={t.from} id="accounts-from">
            {(control) => <Input {...control} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />}
          </Field>
          <Field label={t.to} id="accounts-to">
            {(control) => <Input {...control} type="date" value={to} onChange={(event) => setTo(event.target.value)} />}
          </Field>
          <Button type="button" loading={download.isPending} onClick={() => download.mutate()}>
            {t.export}
          </Button>
        </div>
      </section>
    </div>
  );
}
