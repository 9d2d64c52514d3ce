import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { ProductDetailDto, SiteCode } from '@kaimono/contracts';
import { pricingWebText, siteText, uiKitText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { siteCodes } from '@/shared/config/sites';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/native-select';
import { Spinner } from '@/shared/ui/spinner';
import { resolveLink, type PriceCalcResponse } from '../api/pricing-api';
import { useEstimate, usePriceList, useServiceExtras } from '../hooks/use-pricing';
import { buildEstimateRequest, emptyEstimateForm, type EstimateErrors, type EstimateFormValues } from '../lib/estimate-form';
import { extraPriceText, formatVnd, yenField } from '../lib/pricing-format';
import { PriceBreakdown } from './price-breakdown';
import './pricing.css';

const t = pricingWebText.estimate;

/** What the estimator reads of a product (the catalog's ProductDetailDto has all of it). */
export type EstimatorProduct = Pick<
  ProductDetailDto,
  'site' | 'code' | 'path' | 'title' | 'title_vi' | 'image' | 'price_jpy' | 'domestic_shipping_jpy' | 'shipping_payer' | 'available' | 'auction'
>;

export interface PriceEstimatorProps {
  /** Reads a product by site and code (the catalog's item API), composed in by the route. */
  loadProduct: (site: SiteCode, code: string, type: string | null) => Promise<EstimatorProduct>;
  /** Start from this product, e.g. `?site=mercari&code=m123` from an item page. */
  initialProduct?: { site: SiteCode; code: string; type: string | null } | null;
  /** The province of the visitor's default delivery address, when known: its route is preselected. */
  provinceCode?: string | null;
}

function priceOf(product: EstimatorProduct): number | null {
  return product.auction ? product.auction.current_price_jpy : product.price_jpy;
}

/** The form values a product fills in (what the visitor typed for weight and size stays). */
function fillFromProduct(values: EstimateFormValues, product: EstimatorProduct): EstimateFormValues {
  const shipping = product.shipping_payer === 'seller' ? 0 : product.domestic_shipping_jpy;
  return {
    ...values,
    site: product.site,
    code: product.code,
    name: product.title_vi ?? product.title,
    price: yenField(priceOf(product)),
    taxExcluded: false,
    domesticShipping: yenField(shipping),
  };
}

function LinkedProductCard({ product, onClear }: { product: EstimatorProduct; onClear: () => void }) {
  const price = priceOf(product);
  return (
    <div className="pricing-linked card" data-testid="estimate-product">
      {product.image && <img src={product.image} alt="" className="pricing-linked__image" width={72} height={72} loading="lazy" />}
      <div className="pricing-linked__text">
        <p className="pricing-linked__badge">
          <span className="pricing-badge pricing-badge--success">{t.linked}</span> <span className="pricing-badge">{siteText[product.site].name}</span>
        </p>
        <p className="pricing-linked__title" lang="ja">
          {product.title}
        </p>
        {product.title_vi && <p className="muted">{product.title_vi}</p>}
        <p>{price === null ? t.noPriceOnSite : t.linkedPrice(`¥${price.toLocaleString('en-US')}`)}</p>
        {!product.available && <p className="pricing-linked__warning">{t.soldOut}</p>}
        <p className="pricing-linked__actions">
          <Link to={product.path}>{t.viewItem}</Link>
          <Button variant="link" size="sm" onClick={onClear}>
            {t.clearLinked}
          </Button>
        </p>
      </div>
    </div>
  );
}

/** /page/bao-gia-tu-dong: paste a link or enter price, weight and size; choose route and services → the breakdown. */
export default function PriceEstimator({ loadProduct, initialProduct, provinceCode }: PriceEstimatorProps) {
  const priceList = usePriceList();
  const extrasQuery = useServiceExtras();
  const estimate = useEstimate();
  const [values, setValues] = useState<EstimateFormValues>(emptyEstimateForm);
  const [errors, setErrors] = useState<EstimateErrors>({});
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [product, setProduct] = useState<EstimatorProduct | null>(null);
  const [result, setResult] = useState<PriceCalcResponse | null>(null);
  const [stale, setStale] = useState(false);
  const resultRef = useRef<HTMLElement>(null);

  const lookup = useMutation({
    mutationFn: async (input: { url: string } | { site: SiteCode; code: string; type: string | null }) => {
      if ('url' in input) {
        const resolved = await resolveLink(input.url);
        const type = new URL(resolved.path, 'http://localhost').searchParams.get('type');
        return loadProduct(resolved.site, resolved.product_id, type);
      }
      return loadProduct(input.site, input.code, input.type);
    },
    onMutate: () => setLinkError(null),
    onSuccess: (loaded) => {
      setProduct(loaded);
      setValues((current) => fillFromProduct(current, loaded));
      setErrors({});
      if (result) setStale(true);
    },
    onError: (error) => setLinkError(errorText(error)),
  });

  // An item page links here with ?site=&code=: read that product once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !initialProduct) return;
    started.current = true;
    lookup.mutate(initialProduct);
  }, [initialProduct, lookup]);

  const routes = priceList.data?.routes ?? [];
  const route =
    routes.find((r) => r.code === values.routeCode) ??
    (provinceCode ? routes.find((r) => r.provinces?.includes(provinceCode)) : undefined) ??
    routes.find((r) => r.is_default) ??
    routes[0] ??
    null;
  const mode = route?.ship_modes.find((m) => m.code === values.shipMode) ?? route?.ship_modes[0] ?? null;
  const extras = (extrasQuery.data ?? []).filter((extra) => extra.active);

  const update = (patch: Partial<EstimateFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    if (result) setStale(true);
  };
  const clearError = (field: keyof EstimateErrors) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const unlink = () => {
    setProduct(null);
    update({ code: null, name: null });
  };

  const onLookup = (event: FormEvent) => {
    event.preventDefault();
    const url = link.trim();
    if (!url) {
      setLinkError(t.linkRequired);
      return;
    }
    lookup.mutate({ url });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildEstimateRequest({ ...values, routeCode: route?.code ?? '', shipMode: mode?.code ?? '' });
    if (!built.request) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    estimate.mutate(built.request, {
      onSuccess: (answer) => {
        setResult(answer);
        setStale(false);
        resultRef.current?.focus();
      },
    });
  };

  const onReset = () => {
    setValues(emptyEstimateForm);
    setErrors({});
    setProduct(null);
    setLink('');
    setLinkError(null);
    setResult(null);
    setStale(false);
    estimate.reset();
  };

  const hasErrors = Object.values(errors).some(Boolean);
  const siteOptions = [{ value: '', label: t.sitePick }, ...siteCodes.map((site) => ({ value: site, label: siteText[site].name }))];

  return (
    <div className="pricing-estimator">
      <div className="pricing-estimator__form">
        <section className="card pricing-estimator__card" aria-labelledby="estimate-form-title">
          <h2 id="estimate-form-title">{t.formTitle}</h2>
          <form className="pricing-link-form" onSubmit={onLookup} noValidate>
            <Field label={t.linkLabel} hint={t.linkHint} error={linkError}>
              {(control) => (
                <Input {...control} type="url" inputMode="url" name="link" value={link} placeholder={t.linkPlaceholder} onChange={(e) => setLink(e.target.value)} maxLength={2000} autoComplete="off" />
              )}
            </Field>
            <Button type="submit" variant="secondary" loading={lookup.isPending}>
              {lookup.isPending ? t.lookingUp : t.lookup}
            </Button>
          </form>
          {product && <LinkedProductCard product={product} onClear={unlink} />}

          <form className="pricing-form" onSubmit={onSubmit} noValidate aria-describedby={hasErrors ? 'estimate-form-errors' : undefined}>
            <h3 className="pricing-form__subtitle">{t.manualTitle}</h3>
            <div className="pricing-form__grid">
              <Field label={t.site} required error={errors.site}>
                {(control) => (
                  <NativeSelect
                    {...control}
                    name="site"
                    value={values.site}
                    options={siteOptions}
                    onChange={(e) => {
                      const site = e.target.value as SiteCode | '';
                      if (product && site !== product.site) setProduct(null);
                      update({ site, ...(product && site !== product.site ? { code: null, name: null } : {}) });
                      clearError('site');
                    }}
                  />
                )}
              </Field>
              <Field label={t.price} hint={t.priceHint} required error={errors.price}>
                {(control) => (
                  <Input
                    {...control}
                    name="price"
                    inputMode="numeric"
                    value={values.price}
                    onChange={(e) => {
                      update({ price: e.target.value });
                      clearError('price');
                    }}
                    autoComplete="off"
                  />
                )}
              </Field>
              <Field label={t.qty} error={errors.qty}>
                {(control) => (
                  <Input
                    {...control}
                    name="qty"
                    type="number"
                    min={1}
                    max={999}
                    step={1}
                    value={values.qty}
                    onChange={(e) => {
                      update({ qty: e.target.value });
                      clearError('qty');
                    }}
                  />
                )}
              </Field>
              <Field label={t.domesticShipping} hint={t.domesticShippingHint} optional error={errors.domesticShipping}>
                {(control) => (
                  <Input
                    {...control}
                    name="domestic_shipping"
                    inputMode="numeric"
                    value={values.domesticShipping}
                    onChange={(e) => {
                      update({ domesticShipping: e.target.value });
                      clearError('domesticShipping');
                    }}
                    autoComplete="off"
                  />
                )}
              </Field>
            </div>
            <label className="pricing-check">
              <input type="checkbox" name="tax_excluded" checked={values.taxExcluded} onChange={(e) => update({ taxExcluded: e.target.checked })} />
              {t.taxExcluded}
            </label>
            <div className="pricing-form__grid">
              <Field label={t.weight} hint={t.weightHint} optional error={errors.weightKg}>
                {(control) => (
                  <Input
                    {...control}
                    name="weight"
                    inputMode="decimal"
                    value={values.weightKg}
                    onChange={(e) => {
                      update({ weightKg: e.target.value });
                      clearError('weightKg');
                    }}
                    autoComplete="off"
                  />
                )}
              </Field>
            </div>
            <fieldset className="pricing-fieldset" aria-describedby={errors.size ? 'estimate-size-error' : 'estimate-size-hint'}>
              <legend className="k-field__label">
                {t.size} <span className="k-field__optional">({uiKitText.optional})</span>
              </legend>
              <p id="estimate-size-hint" className="k-field__hint">
                {t.sizeHint}
              </p>
              <div className="pricing-form__sizes">
                {(['length', 'width', 'height'] as const).map((side) => (
                  <Field key={side} label={t[side]}>
                    {(control) => (
                      <Input
                        {...control}
                        aria-invalid={errors.size ? true : undefined}
                        name={side}
                        inputMode="numeric"
                        value={values[side]}
                        onChange={(e) => {
                          update({ [side]: e.target.value });
                          clearError('size');
                        }}
                        autoComplete="off"
                      />
                    )}
                  </Field>
                ))}
              </div>
              {errors.size && (
                <p id="estimate-size-error" className="k-field__error">
                  {errors.size}
                </p>
              )}
            </fieldset>

            <h3 className="pricing-form__subtitle">{t.shippingTitle}</h3>
            {priceList.isSuccess && routes.length === 0 && <p className="notice">{t.noRoutes}</p>}
            {route && (
              <div className="pricing-form__grid">
                <Field label={t.route}>
                  {(control) => (
                    <NativeSelect
                      {...control}
                      name="route"
                      value={route.code}
                      options={routes.map((r) => ({ value: r.code, label: r.name }))}
                      onChange={(e) => update({ routeCode: e.target.value, shipMode: '' })}
                    />
                  )}
                </Field>
                <Field label={t.mode}>
                  {(control) => (
                    <NativeSelect
                      {...control}
                      name="ship_mode"
                      value={mode?.code ?? ''}
                      options={route.ship_modes.map((m) => ({
                        value: m.code,
                        label: t.modeOption(m.name, formatVnd(m.price_per_kg_vnd), pricingWebText.common.leadDays(m.lead_days_min, m.lead_days_max)),
                      }))}
                      onChange={(e) => update({ shipMode: e.target.value })}
                    />
                  )}
                </Field>
              </div>
            )}
            {extras.length > 0 && (
              <fieldset className="pricing-fieldset">
                <legend>{t.extras}</legend>
                <ul className="pricing-extras">
                  {extras.map((extra) => (
                    <li key={extra.code}>
                      <label className="pricing-check">
                        <input
                          type="checkbox"
                          name="services_extra"
                          value={extra.code}
                          checked={values.services.includes(extra.code)}
                          onChange={(e) =>
                            update({ services: e.target.checked ? [...values.services, extra.code] : values.services.filter((code) => code !== extra.code) })
                          }
                        />
                        <span>
                          {extra.name} <span className="muted">— {extraPriceText(extra)}</span>
                          {extra.description && <span className="pricing-extras__description">{extra.description}</span>}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            {hasErrors && (
              <p id="estimate-form-errors" className="form-error" role="alert">
                {t.errors.fixAbove}
              </p>
            )}
            <div className="pricing-form__actions">
              <Button type="submit" loading={estimate.isPending}>
                {t.submit}
              </Button>
              <Button variant="ghost" onClick={onReset}>
                {t.reset}
              </Button>
            </div>
          </form>
        </section>
      </div>

      <section className="card pricing-estimator__result" aria-labelledby="estimate-result-title" ref={resultRef} tabIndex={-1} aria-busy={estimate.isPending || undefined}>
        <h2 id="estimate-result-title">{t.resultTitle}</h2>
        <div aria-live="polite">
          {estimate.isPending ? (
            <p className="pricing-estimator__pending">
              <Spinner size={20} decorative /> {t.calculating}
            </p>
          ) : estimate.isError ? (
            <p className="form-error" role="alert">
              {errorText(estimate.error)}
            </p>
          ) : result ? (
            <>
              {stale && <p className="notice">{t.resultStale}</p>}
              <PriceBreakdown result={result} />
            </>
          ) : (
            <p className="muted">{t.resultEmpty}</p>
          )}
        </div>
        <p className="muted pricing-estimator__disclaimer">{t.disclaimer}</p>
        <p>
          <Link to={paths.page.fees}>{t.feesLink}</Link>
        </p>
      </section>
    </div>
  );
}

