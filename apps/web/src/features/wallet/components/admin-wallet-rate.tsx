import { useState, type FormEvent } from 'react';
import { walletAdminText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { formatDateTime } from '@/shared/lib/format-date';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { QueryState } from '@/shared/ui/query-state';
import { useToast } from '@/shared/ui/toast';
import type { RateWithHistory } from '../api/admin-wallet-api';
import { useRateWithHistory, useSetRate } from '../hooks/use-admin-wallet';
import { parseRateInput, rateText, scaledRate } from '../lib/admin-wallet-rules';

const t = walletAdminText.rate;
const common = walletAdminText.common;

/** "Tỷ giá": the JPY→VND rate in force, its history, and a new rate after a confirm (old → new). */
export function AdminWalletRate() {
  const rate = useRateWithHistory();
  return <QueryState query={rate}>{(data) => <RatePanel rate={data} />}</QueryState>;
}

function RatePanel({ rate }: { rate: RateWithHistory }) {
  const toast = useToast();
  const save = useSetRate();
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const current = rate.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const decimal = parseRateInput(text);
    if (!decimal) return setError(t.rateInvalid);
    if (scaledRate(decimal) === current.vnd_per_jpy_scaled) return setError(t.rateSame);
    setError(null);
    setPending(decimal);
  };

  const confirm = () => {
    if (!pending) return;
    save.mutate(
      { vnd_per_jpy: pending, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setPending(null);
          setText('');
          setNote('');
        },
        onError: (failure) => {
          toast.error(common.failed, errorText(failure));
          setPending(null);
        },
      },
    );
  };

  return (
    <div className="admin-wallet__panel">
      <section className="admin-wallet__card" aria-labelledby="admin-rate-current">
        <h2 id="admin-rate-current">{t.current}</h2>
        <p className="admin-wallet__rate" data-testid="admin-rate-current">
          {t.perJpy(rateText(current.vnd_per_jpy_scaled))}
        </p>
        <p className="muted">{t.since(formatDateTime(current.updated_at))}</p>
      </section>

      <form className="admin-wallet__card admin-wallet__form" aria-labelledby="admin-rate-form" onSubmit={submit} noValidate>
        <h2 id="admin-rate-form">{t.formTitle}</h2>
        <div className="admin-wallet__grid">
          <Field label={t.newRate} hint={t.newRateHint} error={error} required>
            {(control) => <Input {...control} inputMode="decimal" autoComplete="off" value={text} maxLength={12} onChange={(event) => setText(event.target.value)} />}
          </Field>
          <Field label={t.note} optional>
            {(control) => <Input {...control} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />}
          </Field>
        </div>
        <div>
          <Button type="submit">{t.submit}</Button>
        </div>
      </form>

      <section className="admin-wallet__section" aria-labelledby="admin-rate-history">
        <h2 id="admin-rate-history">{t.historyTitle}</h2>
        {rate.history.length === 0 ? (
          <EmptyState title={t.historyEmpty} />
        ) : (
          <div className="admin-wallet__table-wrap">
            <table className="admin-wallet__table">
              <thead>
                <tr>
                  <th scope="col">{t.columns.from}</th>
                  <th scope="col" className="admin-wallet__num">
                    {t.columns.rate}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rate.history.map((row) => (
                  <tr key={`${row.updated_at}-${row.vnd_per_jpy_scaled}`} data-testid="admin-rate-row">
                    <td>{formatDateTime(row.updated_at)}</td>
                    <td className="admin-wallet__num">{rateText(row.vnd_per_jpy_scaled)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t.confirmTitle}
        description={pending ? t.confirmBody(rateText(current.vnd_per_jpy_scaled), rateText(scaledRate(pending))) : ''}
        confirmLabel={t.confirm}
        busy={save.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
