import { useState, type FormEvent } from 'react';
import { walletAdminText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { RadioGroup } from '@/shared/ui/radio-group';
import { useToast } from '@/shared/ui/toast';
import type { WalletCustomerInfo } from '../api/admin-wallet-api';
import { useAdjustment, useWalletCustomer } from '../hooks/use-admin-wallet';
import { availableAfter, newIdempotencyKey } from '../lib/admin-wallet-rules';
import { vndText } from '../lib/money';
import { AmountInput } from './amount-input';
import { CustomerLookupForm, CustomerSummary } from './admin-wallet-customer';

const t = walletAdminText.adjustments;
const common = walletAdminText.common;

type Direction = 'credit' | 'debit';

/** "Điều chỉnh số dư": look a customer up, then credit or debit their wallet with a reason. */
export function AdminWalletAdjustments() {
  const [customerNo, setCustomerNo] = useState<string | null>(null);
  const customer = useWalletCustomer(customerNo);
  return (
    <div className="admin-wallet__panel">
      <section className="admin-wallet__card" aria-labelledby="admin-adjust-lookup">
        <h2 id="admin-adjust-lookup">{t.lookupTitle}</h2>
        <CustomerLookupForm idPrefix="adjust" busy={customer.isFetching} onLookup={(no) => (no === customerNo ? void customer.refetch() : setCustomerNo(no))} />
        <CustomerSummary query={customer} showEntries />
      </section>
      {customer.data && <AdjustmentForm key={customer.data.customer.id} info={customer.data} />}
    </div>
  );
}

function AdjustmentForm({ info }: { info: WalletCustomerInfo }) {
  const toast = useToast();
  const adjust = useAdjustment();
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  // One key per adjustment staff mean to make: kept across retries, renewed after a success.
  const [key, setKey] = useState(newIdempotencyKey);
  const available = info.balances.available_vnd;
  /** Another amount, direction or reason is another adjustment: it gets its own key. */
  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setKey(newIdempotencyKey());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!amount || amount <= 0) next.amount = t.amountRequired;
    else if (direction === 'debit' && amount > available) next.amount = t.overAvailable;
    if (!reason.trim()) next.reason = common.reasonRequired;
    setErrors(next);
    if (Object.keys(next).length === 0) setConfirming(true);
  };

  const confirm = () => {
    if (!amount) return;
    adjust.mutate(
      { customer_no: info.customer.customer_no, direction, amount_vnd: amount, reason: reason.trim(), idempotency_key: key },
      {
        onSuccess: (answer) => {
          toast.success(answer.message, answer.data.replayed ? t.replayed : t.lastResult(vndText(answer.data.entry.amount_vnd), vndText(answer.data.balances.available_vnd)));
          setConfirming(false);
          setAmount(null);
          setReason('');
          setKey(newIdempotencyKey());
        },
        onError: (failure) => {
          toast.error(common.failed, errorText(failure));
          setConfirming(false);
        },
      },
    );
  };

  const directionLabel = direction === 'credit' ? t.credit : t.debit;
  return (
    <form className="admin-wallet__card admin-wallet__form" aria-labelledby="admin-adjust-form" onSubmit={submit} noValidate>
      <h2 id="admin-adjust-form">{t.formTitle}</h2>
      <RadioGroup<Direction>
        idPrefix="adjust-direction"
        label={t.direction}
        showLabel
        orientation="horizontal"
        columns={2}
        value={direction}
        onValueChange={edit(setDirection)}
        options={[
          { value: 'credit', label: t.credit },
          { value: 'debit', label: t.debit },
        ]}
      />
      <div className="admin-wallet__grid">
        <Field label={t.amount} required error={errors.amount}>
          {(control) => <AmountInput {...control} name="amount_vnd" value={amount} onValueChange={edit(setAmount)} />}
        </Field>
        <Field label={t.reason} required error={errors.reason}>
          {(control) => <Input {...control} name="reason" value={reason} maxLength={500} onChange={(event) => edit(setReason)(event.target.value)} />}
        </Field>
      </div>
      <div>
        <Button type="submit">{t.submit}</Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title={t.confirmTitle}
        description={
          amount
            ? t.confirmBody(directionLabel, vndText(amount), `${info.customer.full_name} (${info.customer.customer_no})`, vndText(availableAfter(available, direction, amount)))
            : ''
        }
        confirmLabel={t.confirm}
        destructive={direction === 'debit'}
        busy={adjust.isPending}
        onConfirm={confirm}
      />
    </form>
  );
}
