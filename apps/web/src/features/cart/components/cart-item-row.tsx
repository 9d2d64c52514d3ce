import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CartItemDto, ServiceExtraDto } from '@kaimono/contracts';
import { cartWebText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { formatJpy } from '@/shared/lib/money';
import { Button, IconButton } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { MoneyText } from '@/shared/ui/money-text';
import { displayTitle, ProductTitle } from '@/shared/ui/product-title';
import { QtyStepper } from './qty-stepper';

const t = cartWebText.cart;

export interface CartItemRowProps {
  item: CartItemDto;
  selected?: boolean;
  onSelect?: (on: boolean) => void;
  onQty?: (qty: number) => void;
  onSaveOptions?: (options: { extra_services: string[]; note: string }) => Promise<unknown>;
  onRemove: () => void;
  extras: readonly ServiceExtraDto[];
  busy?: boolean;
}

function ItemOptions({ item, extras, onSave }: { item: CartItemDto; extras: readonly ServiceExtraDto[]; onSave: NonNullable<CartItemRowProps['onSaveOptions']> }) {
  const [services, setServices] = useState<string[]>(item.extra_services);
  const [note, setNote] = useState(item.note);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const noteId = useId();
  const dirty = note !== item.note || services.join(',') !== item.extra_services.join(',');
  return (
    <form
      className="cart-item__options"
      aria-label={t.optionsFor(displayTitle(item.name, item.name_vi))}
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        setSaved(false);
        onSave({ extra_services: services, note: note.trim() })
          .then(() => setSaved(true))
          .catch(() => {})
          .finally(() => setSaving(false));
      }}
    >
      <fieldset className="cart-item__services">
        <legend>{t.extraServices}</legend>
        {extras.length === 0 ? (
          <p className="muted">{t.extraServicesNone}</p>
        ) : (
          extras
            .filter((extra) => extra.payment_stage === 'first' || services.includes(extra.code))
            .map((extra) => (
              <label key={extra.code} className="cart-check">
                <input
                  type="checkbox"
                  checked={services.includes(extra.code)}
                  onChange={(event) => setServices((list) => (event.target.checked ? [...list, extra.code] : list.filter((code) => code !== extra.code)))}
                />
                <span>
                  {extra.name}
                  {extra.description && <span className="muted"> — {extra.description}</span>}
                </span>
              </label>
            ))
        )}
      </fieldset>
      <label htmlFor={noteId} className="cart-item__note-label">
        {t.note}
      </label>
      <textarea id={noteId} className="k-input cart-item__note" rows={2} maxLength={1000} value={note} placeholder={t.notePlaceholder} onChange={(event) => setNote(event.target.value)} />
      <div className="cart-item__options-actions">
        <Button type="submit" size="sm" variant="secondary" loading={saving} disabled={!dirty}>
          {t.saveOptions}
        </Button>
        {saved && !dirty && (
          <span className="cart-item__saved" role="status">
            <Icon name="check" size={16} /> {t.saved}
          </span>
        )}
      </div>
    </form>
  );
}

/** One cart item: choose, image, name, variant, unit price (price-changed flag), quantity, options, remove. */
export function CartItemRow({ item, selected, onSelect, onQty, onSaveOptions, onRemove, extras, busy }: CartItemRowProps) {
  const [open, setOpen] = useState(false);
  const optionsId = useId();
  return (
    <li className={item.soldout ? 'cart-item cart-item--soldout' : 'cart-item'} data-testid="cart-item" aria-label={displayTitle(item.name, item.name_vi)}>
      {onSelect && (
        <label className="cart-item__select">
          <input type="checkbox" checked={!!selected} onChange={(event) => onSelect(event.target.checked)} aria-label={t.selectItem(displayTitle(item.name, item.name_vi))} />
        </label>
      )}
      <div className="cart-item__image">{item.image ? <img src={item.image} alt="" loading="lazy" width={72} height={72} /> : <Icon name="cart" />}</div>
      <div className="cart-item__body">
        <Link to={paths.siteItem(item.site_code, item.code)} className="cart-item__name">
          <ProductTitle original={item.name} vietnamese={item.name_vi} />
        </Link>
        {item.variant && (
          <p className="cart-item__variant muted">
            {t.variant}: {item.variant}
          </p>
        )}
        <p className="cart-item__price">
          <span className="sr-only">{t.unitPrice}: </span>
          <MoneyText amount={item.price} currency="JPY" />
          {item.tax > 0 && <span className="muted"> ({t.taxIncluded(formatJpy(item.tax))})</span>}
          {item.soldout && <span className="cart-badge cart-badge--danger">{t.soldOutBadge}</span>}
        </p>
        {item.price_changed && item.previous_price_jpy !== null && (
          <p className="cart-item__changed" role="note" data-testid="cart-price-changed">
            <Icon name="alert" size={16} /> <strong>{t.priceChanged}:</strong> {t.priceChangedDetail(formatJpy(item.previous_price_jpy), formatJpy(item.price))}
          </p>
        )}
        {!item.soldout && onQty && (
          <div className="cart-item__controls">
            <span className="cart-item__qty">
              <span className="muted">{t.qty}</span>
              <QtyStepper value={item.qty} onChange={onQty} name={displayTitle(item.name, item.name_vi)} disabled={busy} />
            </span>
            <span className="cart-item__line-total">
              <span className="muted">{t.lineTotal}</span> <MoneyText amount={item.price * item.qty} currency="JPY" />
            </span>
            {onSaveOptions && (
              <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={optionsId} onClick={() => setOpen((v) => !v)}>
                {t.options}
                {item.extra_services.length > 0 && ` (${item.extra_services.length})`}
              </Button>
            )}
          </div>
        )}
        {open && onSaveOptions && (
          <div id={optionsId}>
            <ItemOptions item={item} extras={extras} onSave={onSaveOptions} />
          </div>
        )}
        {!open && item.note && <p className="cart-item__note-text muted">“{item.note}”</p>}
      </div>
      <IconButton label={t.removeLabel(displayTitle(item.name, item.name_vi))} onClick={onRemove} className="cart-item__remove">
        <Icon name="close" size={18} />
      </IconButton>
    </li>
  );
}
