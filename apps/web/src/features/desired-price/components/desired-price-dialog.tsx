import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DesiredPriceDto } from '@kaimono/contracts';
import { desiredPriceWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { formatJpy } from '@/shared/lib/money';
import { Button, buttonClass } from '@/shared/ui/button';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { MoneyText } from '@/shared/ui/money-text';
import { Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { checkDesiredPrice, createDesiredPrice, updateDesiredPrice } from '../api/desired-price-api';
import { desiredPriceKeys } from '../api/query-keys';
import { validateDesiredPrice } from '../lib/validate';
import type { DesiredPriceItem, DesiredPriceSupport } from './types';
import './desired-price.css';

const t = desiredPriceWebText.dialog;

export interface DesiredPriceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  support: DesiredPriceSupport;
  /** A new request for this item… */
  item?: DesiredPriceItem;
  /** …or an edit of this request. */
  existing?: DesiredPriceDto;
  onSaved?: (saved: DesiredPriceDto) => void;
}

/**
 * The desired-price dialog (spec §4/§5). A new request is checked first (POST /api/desired-price/check)
 * and then created (POST, without other_price and confirm) — or, when the customer already has an
 * open one for the item, updated (PUT, with only the editable fields).
 */
export default function DesiredPriceDialog({ open, onOpenChange, support, item, existing, onSaved }: DesiredPriceDialogProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const editing = !!existing;
  const site = existing?.site_code ?? item?.site_code ?? '';
  const code = existing?.code ?? item?.code ?? '';
  const check = useQuery({
    queryKey: desiredPriceKeys.check(site, code),
    queryFn: () => checkDesiredPrice({ site_code: site, code }),
    enabled: open && !editing && !!site && !!code,
    staleTime: 0,
    retry: false,
  });
  const [priceText, setPriceText] = useState(existing ? String(existing.desired_price) : '');
  const [priceError, setPriceError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [addressId, setAddressId] = useState<string>(existing?.address_id ?? '');
  const [shipping, setShipping] = useState<string>(existing?.route_code && existing.ship_mode ? `${existing.route_code}|${existing.ship_mode}` : '');
  const [buyAuto, setBuyAuto] = useState(existing?.buy_auto ?? true);
  const [coupon, setCoupon] = useState(existing?.coupons_code ?? '');
  const [note, setNote] = useState(existing?.note ?? '');
  const [qty, setQty] = useState('1');
  const noteId = useId();
  const addressFieldId = useId();
  const shippingFieldId = useId();

  const current = existing?.current_price ?? check.data?.current_price ?? item?.price_jpy ?? null;
  const limits = { current, min: check.data?.min_price ?? null, max: check.data?.max_price ?? null };
  const addresses = support.addresses ?? [];
  const chosenAddress = addressId || addresses.find((a) => a.is_default)?.id || addresses[0]?.id || '';
  const option = support.shippingOptions?.find((o) => o.value === shipping) ?? null;
  const existingId = existing?.id ?? check.data?.existing_id ?? null;
  const notAllowed = !editing && check.data && !check.data.allowed ? (check.data.reason ?? t.failure) : null;

  const save = useMutation({
    mutationFn: async (desired: number) => {
      if (!editing) {
        // Check the price too (the floor and the current price are the server's rules).
        const verdict = await checkDesiredPrice({ site_code: site, code, desired_price: desired });
        if (!verdict.allowed) throw new Error(verdict.reason ?? t.failure);
      }
      const record = {
        id: existingId,
        site_code: site,
        code,
        desired_price: desired,
        // Absent (not null) when the route's default is wanted: the API takes a code or nothing.
        route_code: option?.route_code,
        ship_mode: option?.ship_mode,
        services_extra: existing?.services_extra ?? [],
        coupons_code: coupon.trim() || null,
        address_id: chosenAddress || null,
        buy_auto: buyAuto,
        note: note.trim() || undefined,
        ...(editing ? {} : { qty: Math.min(99, Math.max(1, Number.parseInt(qty, 10) || 1)) }),
      };
      return existingId ? updateDesiredPrice({ ...record, id: existingId }) : createDesiredPrice(record);
    },
    onSuccess: (answer) => {
      toast.success(editing ? t.updated : t.success);
      void queryClient.invalidateQueries({ queryKey: desiredPriceKeys.lists });
      onSaved?.(answer.data);
      onOpenChange(false);
    },
    onError: (error) => {
      const detail = error instanceof Error && !('status' in error) ? error.message : errorText(error);
      toast.error(editing ? t.updateFailed : t.failure, detail);
      setFormError(detail);
    },
  });

  const submit = () => {
    const result = validateDesiredPrice(priceText, limits);
    if (!result.ok) {
      setPriceError(result.error);
      return;
    }
    setPriceError(null);
    setFormError(null);
    save.mutate(result.value);
  };

  const checking = !editing && check.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t.editTitle : t.title}
      description={t.description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t.cancel}</Button>
          </DialogClose>
          <Button loading={save.isPending} disabled={checking || !!notAllowed} onClick={submit}>
            {editing ? t.save : t.submit}
          </Button>
        </>
      }
    >
      <form
        className="desired-form"
        aria-label={editing ? t.editTitle : t.title}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="desired-form__item">
          {(existing?.image ?? item?.image) && <img src={existing?.image ?? item?.image ?? ''} alt="" width={56} height={56} />}
          <div>
            <p className="desired-form__name" lang="ja">
              {existing?.name ?? item?.name}
            </p>
            {current !== null && (
              <p className="muted">
                {t.currentPrice}: <MoneyText amount={current} currency="JPY" />
              </p>
            )}
          </div>
        </div>
        {checking ? (
          <Skeleton height={40} radius={8} />
        ) : check.isError ? (
          <p className="form-error" role="alert">
            <Icon name="alert" size={16} /> {errorText(check.error)}
          </p>
        ) : notAllowed ? (
          <p className="form-error" role="alert" data-testid="desired-price-not-allowed">
            <Icon name="alert" size={16} /> {notAllowed}
          </p>
        ) : null}
        {formError && (
          <p className="form-error" role="alert">
            <Icon name="alert" size={16} /> {formError}
          </p>
        )}
        {!editing && check.data?.existing_id && (
          <p className="notice" role="note">
            <Icon name="info" size={16} /> {t.existing}
          </p>
        )}
        <Field label={t.desiredPrice} required error={priceError} hint={current !== null ? t.desiredHint(formatJpy(current)) : undefined}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={priceText}
              autoComplete="off"
              onChange={(event) => {
                setPriceText(event.target.value.replace(/[^\d]/g, '').slice(0, 9));
                setPriceError(null);
              }}
            />
          )}
        </Field>
        {!editing && (
          <Field label={t.qty}>
            {(control) => <Input {...control} inputMode="numeric" value={qty} onChange={(event) => setQty(event.target.value.replace(/\D/g, '').slice(0, 2))} />}
          </Field>
        )}
        <div className="desired-form__field">
          <label htmlFor={addressFieldId} className="k-field__label">
            {t.address}
          </label>
          {support.addressesPending ? (
            <Skeleton height={40} radius={8} />
          ) : addresses.length === 0 ? (
            <p className="muted">
              {t.addressNone}{' '}
              <Link to={support.addAddressHref} className={buttonClass('link', 'sm')}>
                {t.addressAdd}
              </Link>
            </p>
          ) : (
            <select id={addressFieldId} className="k-input" value={chosenAddress} onChange={(event) => setAddressId(event.target.value)}>
              {addresses.map((a) => (
                <option key={a.id} value={a.id}>{`${a.receiver_name} · ${a.full_address}`}</option>
              ))}
            </select>
          )}
        </div>
        {support.shippingOptions && support.shippingOptions.length > 0 && (
          <div className="desired-form__field">
            <label htmlFor={shippingFieldId} className="k-field__label">
              {t.shipMode}
            </label>
            <select id={shippingFieldId} className="k-input" value={shipping} onChange={(event) => setShipping(event.target.value)}>
              <option value="">{t.shipModeDefault}</option>
              {support.shippingOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <Field label={t.coupon} optional>
          {(control) => <Input {...control} value={coupon} maxLength={32} placeholder={t.couponPlaceholder} onChange={(event) => setCoupon(event.target.value)} />}
        </Field>
        {!editing && (
          <>
            <label className="desired-form__check">
              <input type="checkbox" checked={buyAuto} onChange={(event) => setBuyAuto(event.target.checked)} />
              <span>
                {t.buyAuto}
                <span className="muted desired-form__hint">{t.buyAutoHint}</span>
              </span>
            </label>
            <div className="desired-form__field">
              <label htmlFor={noteId} className="k-field__label">
                {t.note}
              </label>
              <textarea id={noteId} className="k-input" rows={2} maxLength={1000} value={note} placeholder={t.notePlaceholder} onChange={(event) => setNote(event.target.value)} />
            </div>
          </>
        )}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
