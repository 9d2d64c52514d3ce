import { useId, useState } from 'react';
import type { ProductDetailDto } from '@kaimono/contracts';
import { cartWebText } from '@kaimono/i18n';
import { namedVariants } from '../lib/buyable';

const t = cartWebText.buying;

export interface VariantFieldProps {
  variants: ProductDetailDto['variants'];
  value: string;
  error: string | null;
  /** A choice made: the caller also clears its error. */
  onChange: (variantId: string) => void;
}

/** The variant choice of an item (the buying panel and the add-to-cart dialog); sold-out variants are shown, not choosable. */
export function VariantField({ variants, value, error, onChange }: VariantFieldProps) {
  const id = useId();
  return (
    <div className="buying__field">
      <label htmlFor={id} className="k-field__label">
        {t.variant}
      </label>
      <select id={id} className="k-input" value={value} aria-invalid={error ? true : undefined} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t.variantChoose}</option>
        {variants.map((v) => (
          <option key={v.id} value={v.id} disabled={v.quantity === 0}>
            {v.quantity === 0 ? t.variantOut(v.name) : v.name}
          </option>
        ))}
      </select>
      {error && <p className="k-field__error">{error}</p>}
    </div>
  );
}

/**
 * The variant choice of an item as state: the chosen variant, the stock it leaves, `missing()` (true,
 * with the field's error shown, when a variant is required and none is chosen) and the field itself
 * (null when the item has no named variants). Shared by the buying panel and the add-to-cart dialog.
 */
export function useVariantChoice(product: Pick<ProductDetailDto, 'variants' | 'stock'>, initialId = '') {
  const variants = namedVariants(product);
  const [variantId, setVariantId] = useState(initialId);
  const [error, setError] = useState<string | null>(null);
  const variant = variants.find((v) => v.id === variantId) ?? null;
  const missing = () => {
    const isMissing = variants.length > 0 && !variant;
    setError(isMissing ? t.variantRequired : null);
    return isMissing;
  };
  const field =
    variants.length > 0 ? (
      <VariantField
        variants={variants}
        value={variantId}
        error={error}
        onChange={(id) => {
          setVariantId(id);
          setError(null);
        }}
      />
    ) : null;
  return { variants, variant, stock: variant?.quantity ?? product.stock ?? null, missing, field };
}
