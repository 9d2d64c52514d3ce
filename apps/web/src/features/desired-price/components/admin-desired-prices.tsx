import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { desiredPriceSites, desiredPriceStatusCodes as S, type DesiredPriceStatus } from '@kaimono/contracts';
import { desiredPriceAdminText, desiredPriceText, siteText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { isSiteCode } from '@/shared/config/sites';
import { cx } from '@/shared/lib/cx';
import { formatDateTime } from '@/shared/lib/format-date';
import { formatJpy } from '@/shared/lib/money';
import { useListUrl } from '@/shared/lib/use-list-url';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { MoneyText } from '@/shared/ui/money-text';
import { QueryState } from '@/shared/ui/query-state';
import { RadioGroup } from '@/shared/ui/radio-group';
import { SkeletonText } from '@/shared/ui/skeleton';
import { StaffList, UrlFilterBar, type StaffListColumn } from '@/shared/ui/staff-list';
import { useToast } from '@/shared/ui/toast';
import { ADMIN_DESIRED_PRICE_PAGE_SIZE, type AdminDesiredPriceAnswer, type AdminDesiredPriceDetail, type AdminDesiredPriceDto } from '../api/admin-desired-price-api';
import { useAdminDesiredPrice, useAdminDesiredPrices, useAnswerDesiredPrice } from '../hooks/use-admin-desired-prices';
import { answerChoices, checkAnswer, type AnswerChoice } from '../lib/admin-answer';
import './desired-price.css';
import './admin-desired-prices.css';

const t = desiredPriceAdminText;
const statusCodes = Object.values(S) as DesiredPriceStatus[];

function statusClass(status: number): string {
  if (status === S.cancelled || status === S.refused) return 'dp-status dp-status--off';
  if (status === S.accepted || status === S.ordered) return 'dp-status dp-status--ok';
  if (status === S.countered) return 'dp-status dp-status--counter';
  return 'dp-status';
}

const siteName = (code: string) => (isSiteCode(code) ? siteText[code].name : code);

function answerText(r: AdminDesiredPriceDto): string {
  if (r.accepted_price !== null) return t.accepted(formatJpy(r.accepted_price));
  if (r.other_price !== null) return t.counter(formatJpy(r.other_price));
  return t.noAnswer;
}

function AnswerForm({ request, onDone }: { request: AdminDesiredPriceDto; onDone: () => void }) {
  const choices = answerChoices(request.status);
  const [choice, setChoice] = useState<AnswerChoice>(choices[0] ?? 'refuse');
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<AdminDesiredPriceAnswer | null>(null);
  const answer = useAnswerDesiredPrice();
  const toast = useToast();

  if (choices.length === 0) return <p className="muted">{t.answerClosed}</p>;

  const next = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAnswer(request, choice, price);
    if ('error' in checked) return setError(checked.error);
    setError(null);
    setConfirming({ ...checked.body, ...(note.trim() ? { note: note.trim() } : {}) });
  };

  const send = () => {
    if (!confirming) return;
    answer.mutate(
      { id: request.id, body: confirming },
      {
        onSuccess: (result) => {
          toast.success(result.message || t.answered);
          onDone();
        },
        onError: (e) => {
          toast.error(t.answerFailed, errorText(e));
          setConfirming(null);
        },
      },
    );
  };

  if (confirming) {
    const agreed = confirming.price_jpy ?? (request.status === S.countered && request.other_price ? request.other_price : request.desired_price);
    const summary = confirming.accepted ? t.confirmAccept(formatJpy(agreed)) : confirming.price_jpy !== undefined ? t.confirmCounter(formatJpy(confirming.price_jpy)) : t.confirmRefuse;
    return (
      <div className="dp-admin-confirm" role="group" aria-label={t.confirmTitle}>
        <h3 className="dp-admin__subtitle">{t.confirmTitle}</h3>
        <p className={cx('dp-admin-confirm__text', !confirming.accepted && confirming.price_jpy === undefined && 'dp-admin-confirm__text--warn')}>{summary}</p>
        {confirming.accepted && request.buy_auto && (
          <p className="dp-admin-confirm__text dp-admin-confirm__text--warn">
            <Icon name="alert" size={16} /> {t.confirmAcceptAuto}
          </p>
        )}
        {confirming.note && <p className="muted">{confirming.note}</p>}
        <div className="dp-admin__actions">
          <Button onClick={send} loading={answer.isPending} variant={!confirming.accepted && confirming.price_jpy === undefined ? 'danger' : 'primary'}>
            {t.submit}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(null)} disabled={answer.isPending}>
            {t.back}
          </Button>
        </div>
      </div>
    );
  }

  const upper = request.status === S.countered && request.other_price ? request.other_price : request.desired_price;
  return (
    <form className="dp-admin-form" onSubmit={next} noValidate>
      <RadioGroup
        idPrefix={`answer-${request.id}`}
        label={t.choice}
        showLabel
        orientation="horizontal"
        value={choice}
        onValueChange={(v) => {
          setChoice(v);
          setError(null);
        }}
        options={choices.map((c) => ({ value: c, label: t.choices[c] }))}
      />
      {choice === 'accept' && (
        <Field label={t.acceptPrice} optional hint={t.acceptPriceHint(formatJpy(upper))} error={error}>
          {(control) => <Input {...control} inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} />}
        </Field>
      )}
      {choice === 'counter' && (
        <Field label={t.counterPrice} required hint={t.counterPriceHint(formatJpy(request.desired_price), formatJpy(request.current_price))} error={error}>
          {(control) => <Input {...control} inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} />}
        </Field>
      )}
      <Field label={t.note} optional>
        {(control) => (
          <textarea {...control} className="k-input dp-admin-form__note" rows={2} maxLength={1000} placeholder={t.notePlaceholder} value={note} onChange={(e) => setNote(e.target.value)} />
        )}
      </Field>
      <div className="dp-admin__actions">
        <Button type="submit">{t.next}</Button>
      </div>
    </form>
  );
}

function Detail({ id, onDone }: { id: string; onDone: () => void }) {
  const detail = useAdminDesiredPrice(id);
  return (
    <QueryState query={detail} skeleton={<SkeletonText lines={5} />}>
      {(answer) => <DetailBody detail={answer} onDone={onDone} />}
    </QueryState>
  );
}

function DetailBody({ detail: { data: r, events }, onDone }: { detail: AdminDesiredPriceDetail; onDone: () => void }) {
  return (
    <div className="dp-admin-detail" data-testid="desired-price-detail">
      <div className="desired-form__item">
        {r.image && <img src={r.image} alt="" width={72} height={72} loading="lazy" />}
        <div>
          <p className="muted">{siteName(r.site_code)}</p>
          <Link to={r.path} className="desired-form__name" lang="ja">
            {r.name}
          </Link>
          <p>
            <span className={statusClass(r.status)}>{desiredPriceText.statuses[r.status] ?? r.status_label}</span>
          </p>
        </div>
      </div>
      <dl className="dp-admin-detail__facts">
        <div>
          <dt>{t.columns.customer}</dt>
          <dd>
            {r.customer.full_name} · {r.customer.customer_no}
            {r.customer.phone && ` · ${r.customer.phone}`}
          </dd>
        </div>
        <div>
          <dt>{t.columns.currentPrice}</dt>
          <dd>
            <MoneyText amount={r.current_price} currency="JPY" />
          </dd>
        </div>
        <div>
          <dt>{t.columns.desiredPrice}</dt>
          <dd>
            <MoneyText amount={r.desired_price} currency="JPY" />
          </dd>
        </div>
        <div>
          <dt>{t.columns.answer}</dt>
          <dd>{answerText(r)}</dd>
        </div>
        <div>
          <dt>{t.qty}</dt>
          <dd>{r.qty}</dd>
        </div>
        <div>
          <dt>{t.buyAuto}</dt>
          <dd>{r.buy_auto ? t.yes : t.no}</dd>
        </div>
      </dl>
      {r.note && (
        <p>
          <strong>{t.customerNote}:</strong> {r.note}
        </p>
      )}
      {r.staff_note && (
        <p>
          <strong>{t.staffNote}:</strong> {r.staff_note}
        </p>
      )}
      {r.order_code && (
        <p>
          <Link to={paths.order(r.order_code)}>{t.order(r.order_code)}</Link>
        </p>
      )}
      {r.order_error && (
        <p className="dp-admin-confirm__text--warn">
          {t.orderError}: {r.order_error}
        </p>
      )}
      {events.length > 0 && (
        <section aria-label={t.history}>
          <h3 className="dp-admin__subtitle">{t.history}</h3>
          <ol className="dp-admin-events">
            {events.map((e, i) => (
              <li key={`${e.created_at}-${i}`}>
                <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
                <span>
                  {t.actors[e.actor] ?? e.actor}: {e.status_label}
                  {e.price !== null && ` · ${formatJpy(e.price)}`}
                  {e.note && ` · ${e.note}`}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
      <section aria-label={t.answerTitle} className="dp-admin-detail__answer">
        <h3 className="dp-admin__subtitle">{t.answerTitle}</h3>
        <AnswerForm key={`${r.id}-${r.status}`} request={r} onDone={onDone} />
      </section>
    </div>
  );
}

const columns: ReadonlyArray<StaffListColumn<AdminDesiredPriceDto>> = [
  {
    key: 'item',
    header: t.columns.item,
    label: false,
    rowHeader: true,
    cell: (r) => (
      <>
        <span className="dp-admin__sub">{siteName(r.site_code)}</span>
        <Link to={r.path} className="dp-admin__name" lang="ja">
          {r.name}
        </Link>
        <code className="dp-admin__sub">{r.code}</code>
      </>
    ),
  },
  {
    key: 'customer',
    header: t.columns.customer,
    label: false,
    cell: (r) => (
      <>
        <strong>{r.customer.full_name}</strong>
        <span className="dp-admin__sub">{r.customer.customer_no}</span>
      </>
    ),
  },
  { key: 'current', header: t.columns.currentPrice, label: false, className: 'dp-admin__num', cell: (r) => <MoneyText amount={r.current_price} currency="JPY" /> },
  { key: 'desired', header: t.columns.desiredPrice, label: false, className: 'dp-admin__num', cell: (r) => <MoneyText amount={r.desired_price} currency="JPY" /> },
  { key: 'answer', header: t.columns.answer, label: false, cell: answerText },
  { key: 'status', header: t.columns.status, label: false, cell: (r) => <span className={statusClass(r.status)}>{desiredPriceText.statuses[r.status] ?? r.status_label}</span> },
  { key: 'created', header: t.columns.createdAt, label: false, cell: (r) => formatDateTime(r.created_at) },
];

/** /admin/desired-prices: staff list customers' price negotiations and record the seller's answer (Enter opens one). */
export default function AdminDesiredPrices() {
  const url = useListUrl();
  const statusParam = url.get('status');
  const status = statusParam !== null && statusCodes.includes(Number(statusParam) as DesiredPriceStatus) ? (Number(statusParam) as DesiredPriceStatus) : null;
  const siteParam = url.get('site');
  const site = siteParam && (desiredPriceSites as readonly string[]).includes(siteParam) ? siteParam : null;
  const q = url.get('q') ?? '';
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useAdminDesiredPrices({ status, site, q, page: url.page });
  const filtered = status !== null || site !== null || q !== '';

  return (
    <div className="dp-admin">
      <StaffList
        query={list}
        rows={(data) => data.results}
        rowKey={(r) => r.id}
        rowProps={() => ({ 'data-testid': 'admin-desired-price-row' })}
        onOpen={(r) => setOpenId(r.id)}
        columns={[
          ...columns,
          {
            key: 'actions',
            header: t.columns.actions,
            label: false,
            cell: (r) =>
              answerChoices(r.status).length > 0 ? (
                <Button size="sm" aria-label={t.openLabel(r.name)} onClick={() => setOpenId(r.id)}>
                  {t.open}
                </Button>
              ) : (
                <Button size="sm" variant="secondary" aria-label={t.viewLabel(r.name)} onClick={() => setOpenId(r.id)}>
                  {t.view}
                </Button>
              ),
          },
        ]}
        count={(data) => t.count(data.pagination.total)}
        paging={(data) => ({ size: data.pagination.size || ADMIN_DESIRED_PRICE_PAGE_SIZE, total: data.pagination.total })}
        table={{ wrapClassName: 'dp-admin__wrap', className: 'dp-admin__table', label: t.tableLabel }}
        toolbar={
          <UrlFilterBar
            label={t.filters}
            selects={[
              {
                name: 'status',
                label: t.status,
                value: status === null ? '' : String(status),
                options: [{ value: '', label: t.statusAll }, ...statusCodes.map((code) => ({ value: String(code), label: desiredPriceText.statuses[code] ?? String(code) }))],
              },
              { name: 'site', label: t.site, value: site ?? '', options: [{ value: '', label: t.siteAll }, ...desiredPriceSites.map((code) => ({ value: code, label: siteName(code) }))] },
            ]}
            search={{ label: t.search, maxLength: 100 }}
            submitLabel={t.searchButton}
          />
        }
        empty={<EmptyState title={filtered ? t.emptyFiltered : t.empty} icon="chat" />}
      />
      <Dialog
        open={openId !== null}
        onOpenChange={(open) => {
          if (!open) setOpenId(null);
        }}
        title={t.detailTitle}
        size="lg"
      >
        {openId !== null && <Detail id={openId} onDone={() => setOpenId(null)} />}
      </Dialog>
    </div>
  );
}
