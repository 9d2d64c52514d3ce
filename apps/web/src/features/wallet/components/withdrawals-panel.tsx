import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessages, walletWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format-date';
import { Button, buttonClass } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { NativeSelect } from '@/shared/ui/native-select';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import type { CardDto } from '../api/cards-api';
import type { WithdrawalDto } from '../api/withdrawals-api';
import { useCards } from '../hooks/use-cards';
import { useCancelWithdrawal, useRequestWithdrawal, useWithdrawals } from '../hooks/use-withdrawals';
import { lastDigits, vndText } from '../lib/money';
import { WITHDRAWAL_MIN_VND } from '../lib/withdrawal-rules';
import { AmountInput } from './amount-input';

const t = walletWebText.withdrawals;

function cardLabel(card: CardDto): string {
  const bank = card.bank?.short_name ?? card.bank_no;
  return `${bank} · ${walletWebText.cards.masked(lastDigits(card.card_no))} · ${card.card_name}`;
}

/**
 * A fresh key per request the customer means to make: a double click or a retry after a lost
 * answer sends the same one (the server creates one withdrawal); another card or amount is a new request.
 */
const newRequestId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

function WithdrawalForm({ availableVnd }: { availableVnd: number | undefined }) {
  const cards = useCards();
  const request = useRequestWithdrawal();
  const toast = useToast();
  const [cardId, setCardId] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ card?: string; amount?: string }>({});
  const [requestId, setRequestId] = useState(newRequestId);

  if (cards.isPending) {
    return (
      <LoadingRegion>
        <Skeleton height={160} radius={10} />
      </LoadingRegion>
    );
  }
  if (cards.isError) return <LoadFailed onRetry={() => void cards.refetch()} retrying={cards.isFetching} />;
  if (cards.data.length === 0) {
    return (
      <EmptyState
        icon="creditCard"
        title={t.noCards}
        description={t.noCardsBody}
        action={
          <Link to={paths.account.walletCards} className={buttonClass('primary')}>
            {t.addCard}
          </Link>
        }
      />
    );
  }

  // The primary card is chosen until the customer picks another.
  const chosen = cardId || cards.data.find((c) => c.is_primary)?.id || cards.data[0]!.id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!chosen) found.card = t.cardRequired;
    if (amount === null || amount <= 0) found.amount = t.amountRequired;
    else if (amount < WITHDRAWAL_MIN_VND) found.amount = errorMessages.WITHDRAWAL_AMOUNT_TOO_SMALL;
    else if (availableVnd !== undefined && amount > availableVnd) found.amount = errorMessages.WALLET_INSUFFICIENT_BALANCE;
    setErrors(found);
    if (Object.keys(found).length > 0 || amount === null) return;
    request.mutate(
      { card_id: chosen, amount_vnd: amount, request_id: requestId },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || t.created);
          setAmount(null);
          setRequestId(newRequestId());
        },
      },
    );
  };

  return (
    <form className="wallet-withdraw-form" onSubmit={submit} noValidate aria-labelledby="wallet-withdraw-title">
      <h3 id="wallet-withdraw-title">{t.formTitle}</h3>
      <p className="muted">{t.formLead}</p>
      {request.isError && (
        <div className="form-error" role="alert">
          <Icon name="alert" />
          <span>{errorText(request.error)}</span>
        </div>
      )}
      <div className="wallet-withdraw-form__grid">
        <Field label={t.card} required error={errors.card}>
          {(control) => (
            <NativeSelect
              {...control}
              name="card_id"
              value={chosen}
              onChange={(e) => {
                setCardId(e.target.value);
                setRequestId(newRequestId());
              }}
              options={cards.data.map((card) => ({ value: card.id, label: cardLabel(card) }))} />
          )}
        </Field>
        <Field label={t.amount} required error={errors.amount} hint={availableVnd === undefined ? undefined : t.amountHint(vndText(availableVnd))}>
          {(control) => (
            <AmountInput
              {...control}
              name="amount_vnd"
              value={amount}
              onValueChange={(next) => {
                setAmount(next);
                setRequestId(newRequestId());
              }}
            />
          )}
        </Field>
      </div>
      <div className="wallet-withdraw-form__actions">
        <Link to={paths.account.walletCards}>{t.manageCards}</Link>
        <Button type="submit" loading={request.isPending}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}

function WithdrawalItem({ withdrawal, onCancel }: { withdrawal: WithdrawalDto; onCancel: (w: WithdrawalDto) => void }) {
  const amount = vndText(withdrawal.amount_vnd);
  return (
    <li className="card wallet-withdrawal" data-testid="withdrawal" aria-label={`${amount} · ${withdrawal.status_name}`}>
      <div className="wallet-withdrawal__head">
        <strong className="wallet-withdrawal__amount">{amount}</strong>
        <span className={`wallet-status wallet-status--${withdrawal.status}`}>{withdrawal.status_name}</span>
      </div>
      <p className="wallet-withdrawal__card">
        {t.toCard(withdrawal.bank_name ?? withdrawal.bank_no, walletWebText.cards.masked(lastDigits(withdrawal.card_no)))} · {withdrawal.card_name}
      </p>
      <p className="muted wallet-withdrawal__meta">
        {t.requestedAt}: {formatDateTime(withdrawal.created_at)}
      </p>
      {withdrawal.staff_note && <p className="muted">{withdrawal.staff_note}</p>}
      {withdrawal.bank_reference && <p className="muted">{t.bankReference(withdrawal.bank_reference)}</p>}
      {withdrawal.can_cancel && (
        <div className="wallet-withdrawal__actions">
          <Button size="sm" variant="secondary" onClick={() => onCancel(withdrawal)} aria-label={t.cancelLabel(amount)}>
            {t.cancel}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Withdrawals: a request to one of the saved cards, and the list of requests with cancel for pending ones. */
export function WithdrawalsPanel({ availableVnd }: { availableVnd: number | undefined }) {
  const list = useWithdrawals();
  const cancel = useCancelWithdrawal();
  const toast = useToast();
  const [cancelling, setCancelling] = useState<WithdrawalDto | null>(null);

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: (answer) => {
        toast.success(answer.message || t.cancelled);
        setCancelling(null);
      },
      onError: (error) => {
        toast.error(errorText(error));
        setCancelling(null);
      },
    });
  };

  return (
    <div className="wallet-panel wallet-withdrawals">
      <section className="card">
        <WithdrawalForm availableVnd={availableVnd} />
      </section>
      <section aria-labelledby="wallet-withdrawals-title">
        <h3 id="wallet-withdrawals-title">{t.listTitle}</h3>
        {list.isPending ? (
          <LoadingRegion>
            <div className="wallet-rows-skeleton">
              <Skeleton height={96} radius={10} />
              <Skeleton height={96} radius={10} />
            </div>
          </LoadingRegion>
        ) : list.isError ? (
          <LoadFailed onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.data.length === 0 ? (
          <EmptyState icon="receipt" title={t.empty} description={t.emptyBody} />
        ) : (
          <ul className="wallet-withdrawals__list" aria-label={t.listLabel}>
            {list.data.map((w) => (
              <WithdrawalItem key={w.id} withdrawal={w} onCancel={setCancelling} />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t.cancelTitle}
        description={cancelling ? t.cancelBody(vndText(cancelling.amount_vnd)) : ''}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.keep}
        destructive
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
