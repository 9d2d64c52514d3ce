import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DesiredPriceDto } from '@kaimono/contracts';
import { desiredPriceWebText, siteText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { isSiteCode } from '@/shared/config/sites';
import { formatDateTime } from '@/shared/lib/format-date';
import { formatJpy } from '@/shared/lib/money';
import { Button, buttonClass } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { MoneyText } from '@/shared/ui/money-text';
import { Pagination } from '@/shared/ui/pagination';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { cancelDesiredPrice, changeDesiredPriceStatus, DESIRED_PRICE_PAGE_SIZE, getDesiredPrices } from '../api/desired-price-api';
import { desiredPriceKeys } from '../api/query-keys';
import type { DesiredPriceSupport } from './types';
import './desired-price.css';

const t = desiredPriceWebText.list;
const DesiredPriceDialog = lazy(() => import('./desired-price-dialog'));
/** The status a customer sends to take the seller's counter price (desired-price contract). */
const ACCEPT_STATUS = 3;

function statusClass(status: number): string {
  if (status === 0 || status === 4) return 'dp-status dp-status--off';
  if (status === 3 || status === 5) return 'dp-status dp-status--ok';
  if (status === 6) return 'dp-status dp-status--counter';
  return 'dp-status';
}

function Row({ request, onEdit, onCancel, onAccept, accepting }: { request: DesiredPriceDto; onEdit: () => void; onCancel: () => void; onAccept: () => void; accepting: boolean }) {
  const site = isSiteCode(request.site_code) ? siteText[request.site_code].name : request.site_code;
  return (
    <li className="dp-card card" data-testid="desired-price-row" aria-label={request.name}>
      <div className="dp-card__image">{request.image ? <img src={request.image} alt="" width={72} height={72} loading="lazy" /> : <Icon name="store" />}</div>
      <div className="dp-card__body">
        <p className="dp-card__head">
          <span className={statusClass(request.status)}>{request.status_label}</span> <span className="muted">{site}</span>
        </p>
        <Link to={request.path} className="dp-card__name" lang="ja">
          {request.name}
        </Link>
        <dl className="dp-card__facts">
          <div>
            <dt>{t.originalPrice}</dt>
            <dd>
              <MoneyText amount={request.current_price} currency="JPY" />
            </dd>
          </div>
          <div>
            <dt>{t.desiredPrice}</dt>
            <dd data-testid="desired-price-value">
              <MoneyText amount={request.desired_price} currency="JPY" />
            </dd>
          </div>
          <div>
            <dt>{t.answer}</dt>
            <dd>
              {request.accepted_price !== null
                ? t.acceptedPrice(formatJpy(request.accepted_price))
                : request.other_price !== null
                  ? t.counterPrice(formatJpy(request.other_price))
                  : t.noAnswer}
            </dd>
          </div>
          <div>
            <dt>{t.createdAt}</dt>
            <dd>{formatDateTime(request.created_at)}</dd>
          </div>
        </dl>
        {request.staff_note && <p className="dp-card__note">{request.staff_note}</p>}
        {request.order_code && (
          <p>
            <Link to={paths.order(request.order_code)}>{t.order(request.order_code)}</Link>
          </p>
        )}
        {request.order_error && (
          <p className="form-error" role="note">
            {request.order_error}
          </p>
        )}
        <div className="dp-card__actions">
          {request.can_accept_counter && request.other_price !== null && (
            <Button size="sm" onClick={onAccept} loading={accepting}>
              {t.acceptedPrice(formatJpy(request.other_price))}
            </Button>
          )}
          {request.can_edit && (
            <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t.editLabel(request.name)}>
              {t.edit}
            </Button>
          )}
          {request.can_cancel && (
            <Button size="sm" variant="ghost" onClick={onCancel} aria-label={t.cancelLabel(request.name)}>
              {t.cancel}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** /account/desired-prices: the customer's negotiation requests with update, accept-counter and cancel. */
export default function DesiredPriceList({ support, onWantSupport }: { support: DesiredPriceSupport; onWantSupport?: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const list = useQuery({
    queryKey: desiredPriceKeys.list(page),
    queryFn: ({ signal }) => getDesiredPrices(page, signal),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<DesiredPriceDto | null>(null);
  const [cancelling, setCancelling] = useState<DesiredPriceDto | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: desiredPriceKeys.all });
  const cancel = useMutation({
    mutationFn: (id: string) => cancelDesiredPrice(id),
    onSuccess: () => toast.success(t.cancelled),
    onError: (error) => toast.error(desiredPriceWebText.dialog.updateFailed, errorText(error)),
    onSettled: () => {
      setCancelling(null);
      void refresh();
    },
  });
  const accept = useMutation({
    mutationFn: (id: string) => changeDesiredPriceStatus({ id, status: ACCEPT_STATUS }),
    onSuccess: () => toast.success(desiredPriceWebText.dialog.updated),
    onError: (error) => toast.error(desiredPriceWebText.dialog.updateFailed, errorText(error)),
    onSettled: () => void refresh(),
  });

  if (list.isPending) {
    return (
      <LoadingRegion label={t.loading}>
        <Skeleton height={140} radius={10} />
      </LoadingRegion>
    );
  }
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const { results, pagination } = list.data;
  if (results.length === 0 && page === 1) {
    return (
      <EmptyState
        icon="chat"
        headingLevel={2}
        title={t.empty}
        description={t.emptyBody}
        action={
          <Link to={paths.home} className={buttonClass('primary')}>
            {desiredPriceWebText.button}
          </Link>
        }
      />
    );
  }
  return (
    <div className="dp-list stack">
      <ul className="dp-list__items" aria-label={t.label}>
        {results.map((request) => (
          <Row
            key={request.id}
            request={request}
            accepting={accept.isPending && accept.variables === request.id}
            onAccept={() => accept.mutate(request.id)}
            onEdit={() => {
              onWantSupport?.();
              setEditing(request);
            }}
            onCancel={() => setCancelling(request)}
          />
        ))}
      </ul>
      <Pagination
        page={pagination.page}
        size={pagination.size || DESIRED_PRICE_PAGE_SIZE}
        total={pagination.total}
        onPageChange={(next) => {
          const params = new URLSearchParams(search);
          if (next === 1) params.delete('page');
          else params.set('page', String(next));
          setSearch(params);
        }}
      />
      {editing && (
        <Suspense fallback={null}>
          <DesiredPriceDialog open onOpenChange={(open) => !open && setEditing(null)} existing={editing} support={support} />
        </Suspense>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t.cancelTitle}
        description={t.cancelBody(cancelling?.name ?? '')}
        confirmLabel={t.cancel}
        cancelLabel={t.cancelKeep}
        destructive
        busy={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate(cancelling.id)}
      />
    </div>
  );
}
