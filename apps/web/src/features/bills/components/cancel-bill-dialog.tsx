import { useId, useState, type FormEvent } from 'react';
import { billsAdminText } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import { failWith } from '@/shared/lib/fail-with';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { useToast } from '@/shared/ui/toast';
import type { AdminBillDto } from '../api/bills-admin-api';
import { useCancelAdminBill } from '../hooks/use-admin-bills';

const t = billsAdminText.cancel;

export interface CancelBillDialogProps {
  /** The bill to cancel; null keeps the dialog closed. */
  bill: AdminBillDto | null;
  onClose: () => void;
}

/**
 * Cancel an unpaid bill: the reason (told to the customer) and an explicit confirm; the server's
 * message on a refusal (already paid, cancelled …).
 */
export function CancelBillDialog({ bill, onClose }: CancelBillDialogProps) {
  const toast = useToast();
  const cancel = useCancelAdminBill();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!bill) return;
    const text = reason.trim();
    if (!text) {
      setError(t.reasonRequired);
      return;
    }
    cancel.mutate(
      { id: bill.id, reason: text },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || t.success);
          close();
        },
        onError: (failure) => {
          failWith(toast, t.failure, failure);
          close();
        },
      },
    );
  };

  return (
    <Dialog open={bill !== null} onOpenChange={(open) => !open && close()} title={bill ? t.dialogTitle(bill.code) : ''} description={t.dialogLead}>
      {bill && (
        <form className="admin-bills__cancel" onSubmit={onSubmit} noValidate>
          <div className="k-field">
            <label className="k-field__label" htmlFor={reasonId}>
              {t.reason}
              <span className="k-field__required" aria-hidden="true">
                {' '}*
              </span>
            </label>
            <textarea
              id={reasonId}
              className="k-input"
              rows={3}
              maxLength={500}
              value={reason}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${reasonId}-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                if (error) setError(null);
              }}
            />
            {error && (
              <p id={`${reasonId}-error`} className="k-field__error">
                {error}
              </p>
            )}
          </div>
          <p className="admin-bills__warning" role="note">
            {t.confirmBody(bill.code, formatVnd(vnd(bill.amount_vnd)), reason.trim() || '…')}
          </p>
          <div className="k-dialog__footer">
            <Button variant="secondary" onClick={close}>
              {t.keep}
            </Button>
            <Button type="submit" variant="danger" loading={cancel.isPending}>
              {t.confirm}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
