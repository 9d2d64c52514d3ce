import { useState, type FormEvent } from 'react';
import { walletWebText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { RadioGroup } from '@/shared/ui/radio-group';
import type { CardDto, CardFormat } from '../api/cards-api';
import { useSaveCard } from '../hooks/use-cards';
import { cleanCardNo, holderName, validateCard, type CardFormErrors, type CardFormValues } from '../lib/card-rules';
import { BankPicker } from './bank-picker';

const t = walletWebText.cards;

function initialValues(card?: CardDto): CardFormValues {
  return {
    bank_no: card?.bank_no ?? '',
    card_format: card?.card_format ?? 'account',
    card_no: card?.card_no ?? '',
    card_name: card?.card_name ?? '',
    bank_branch: card?.bank_branch ?? '',
  };
}

/** Add or edit a card; the server's 'Lưu thông tin thẻ thất bại!' and field details are shown as they come. */
export function CardForm({ card, onSaved, onCancel }: { card?: CardDto; onSaved: (card: CardDto, message?: string) => void; onCancel: () => void }) {
  const [values, setValues] = useState(() => initialValues(card));
  const [errors, setErrors] = useState<CardFormErrors>({});
  const save = useSaveCard();
  const set = <K extends keyof CardFormValues>(key: K, value: CardFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCard(values, t.bankRequired);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        id: card?.id,
        input: {
          bank_no: values.bank_no,
          card_format: values.card_format,
          card_no: cleanCardNo(values.card_no),
          card_name: holderName(values.card_name),
          bank_branch: values.bank_branch.trim() || null,
        },
      },
      {
        onSuccess: (answer) => onSaved(answer.data, answer.message),
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields as CardFormErrors);
        },
      },
    );
  };

  return (
    <form className="card-form" onSubmit={submit} noValidate aria-label={card ? t.editTitle : t.addTitle}>
      {save.isError && (
        <div className="form-error" role="alert">
          <Icon name="alert" />
          <span>{errorText(save.error)}</span>
        </div>
      )}
      <BankPicker value={values.bank_no} current={card?.bank ?? null} onChange={(bin) => set('bank_no', bin)} error={errors.bank_no} />
      <RadioGroup<CardFormat>
        idPrefix="card-format"
        label={t.format}
        showLabel
        orientation="horizontal"
        columns={2}
        value={values.card_format}
        onValueChange={(format) => set('card_format', format)}
        options={[
          { value: 'account', label: t.formats.account! },
          { value: 'card', label: t.formats.card! },
        ]}
      />
      <Field label={t.cardNo} required error={errors.card_no} hint={t.cardNoHint}>
        {(control) => <Input {...control} name="card_no" inputMode="numeric" autoComplete="off" maxLength={23} value={values.card_no} onChange={(e) => set('card_no', e.target.value)} />}
      </Field>
      <Field label={t.cardName} required error={errors.card_name} hint={t.cardNameHint}>
        {(control) => (
          <Input
            {...control}
            name="card_name"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={100}
            value={values.card_name}
            onChange={(e) => set('card_name', e.target.value)}
            // On blur, not while typing: changing the text mid-word breaks Vietnamese input methods.
            onBlur={() => set('card_name', holderName(values.card_name))}
          />
        )}
      </Field>
      <Field label={t.branch} optional error={errors.bank_branch}>
        {(control) => <Input {...control} name="bank_branch" maxLength={100} value={values.bank_branch} onChange={(e) => set('bank_branch', e.target.value)} />}
      </Field>
      <div className="card-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
