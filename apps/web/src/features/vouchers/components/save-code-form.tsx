import { useState, type FormEvent } from 'react';
import { vouchersWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { useSaveVoucher } from '../hooks/use-save-voucher';

const t = vouchersWebText.form;

/**
 * "Nhập mã": saves a voucher by its code. The format rules are the server's (spec §5: coupon rules
 * are server-side), so only an empty box is caught here; any refusal shows the server's message.
 * After a save the coupons reload, and 2000 ms later the box clears and `onSaved` runs.
 */
export function SaveCodeForm({ onSaved }: { onSaved?: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const save = useSaveVoucher({
    onAfterDelay: () => {
      setCode('');
      setSuccess(null);
      onSaved?.();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setSuccess(null);
    if (!trimmed) {
      setError(t.required);
      return;
    }
    setError(null);
    save.mutate(trimmed, {
      onSuccess: (answer) => setSuccess(answer.message),
      onError: (failure) => setError(errorText(failure)),
    });
  };

  return (
    <form className="card voucher-form" aria-labelledby="voucher-form-title" onSubmit={submit} noValidate>
      <h2 id="voucher-form-title" className="voucher-form__title">
        {t.title}
      </h2>
      <div className="voucher-form__row">
        <Field label={t.label} hint={t.hint} error={error} className="voucher-form__field">
          {(control) => (
            <Input
              {...control}
              value={code}
              onChange={(e) => {
                setCode(e.target.value.toUpperCase());
                if (error) setError(null);
              }}
              placeholder={t.placeholder}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
            />
          )}
        </Field>
        <Button type="submit" loading={save.isPending} className="voucher-form__submit">
          {t.submit}
        </Button>
      </div>
      {/* Always in the page, so assistive technology announces the message when it appears. */}
      <p className="voucher-form__success" role="status">
        {success && (
          <>
            <Icon name="check" size={18} />
            {success}
          </>
        )}
      </p>
    </form>
  );
}
