import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shipmentsWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format-date';
import { Button, buttonClass } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { MoneyText } from '@/shared/ui/money-text';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import {
  cancelShipment,
  confirmReceipt,
  createShipment,
  getCandidates,
  getShipment,
  getShipments,
  payShipmentBill,
  previewShipment,
  shipmentsKeys,
  type ShipmentDto,
  type ShipmentPreview,
} from '../api/shipments-api';
import './shipments.css';

const t = shipmentsWebText;
const weightFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
export const kgText = (grams: number) => `${weightFormat.format(grams / 1000)} kg`;

function Loading() {
  return (
    <LoadingRegion>
      <Skeleton height={160} radius={10} />
    </LoadingRegion>
  );
}

function ShipmentList() {
  const list = useQuery({ queryKey: shipmentsKeys.list(), queryFn: ({ signal }) => getShipments(signal) });
  if (list.isPending) return <Loading />;
  if (list.isError) return <p role="alert">{errorText(list.error)}</p>;
  return (
    <section className="shipments">
      <p>
        <Link className={buttonClass('primary')} to={paths.account.shipmentNew}>
          {t.list.create}
        </Link>
      </p>
      {list.data.results.length === 0 ? (
        <EmptyState title={t.list.empty} icon="truck" />
      ) : (
        <table className="shipments__table">
          <thead>
            <tr>
              <th>{t.list.code}</th>
              <th>{t.list.orders}</th>
              <th>{t.list.status}</th>
              <th>{t.list.createdAt}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.results.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link to={paths.shipment(s.code)}>{s.code}</Link>
                </td>
                <td>{s.orders.map((o) => o.code).join(', ')}</td>
                <td>{s.stage_label}</td>
                <td>{formatDateTime(s.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function PreviewTable({ preview }: { preview: ShipmentPreview }) {
  return (
    <section className="shipments__preview" aria-label={t.create.saving}>
      <table className="shipments__table">
        <thead>
          <tr>
            <th>{t.create.separate}</th>
            <th>{t.create.chargeable}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {preview.separate.map((s) => (
            <tr key={s.order_id}>
              <td>{s.order_code}</td>
              <td>{kgText(s.chargeable_weight_g)}</td>
              <td>
                <MoneyText amount={s.amount_vnd} currency="VND" />
              </td>
            </tr>
          ))}
          <tr className="shipments__total">
            <td>{t.create.separate}</td>
            <td />
            <td data-testid="separate-total">
              <MoneyText amount={preview.separate_total_vnd} currency="VND" />
            </td>
          </tr>
          <tr className="shipments__total">
            <td>{t.create.together}</td>
            <td>{kgText(preview.consolidated.chargeable_weight_g)}</td>
            <td data-testid="together-total">
              <MoneyText amount={preview.consolidated.amount_vnd} currency="VND" />
            </td>
          </tr>
          <tr className="shipments__saving">
            <td>{t.create.saving}</td>
            <td />
            <td data-testid="saving">
              <MoneyText amount={preview.saving_vnd} currency="VND" />
            </td>
          </tr>
        </tbody>
      </table>
      <p className="shipments__note">{t.create.estimateNote}</p>
    </section>
  );
}

function CreateShipment() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const candidates = useQuery({ queryKey: shipmentsKeys.candidates(), queryFn: ({ signal }) => getCandidates(signal) });
  const [picked, setPicked] = useState<string[]>([]);
  const [routeCode, setRouteCode] = useState<string | null>(null);
  const [modeCode, setModeCode] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [preview, setPreview] = useState<ShipmentPreview | null>(null);
  const routes = useMemo(() => candidates.data?.routes ?? [], [candidates.data]);
  const route = routes.find((r) => r.code === (routeCode ?? candidates.data?.default_route_code)) ?? routes[0];
  const mode = route?.modes.find((m) => m.code === modeCode) ?? route?.modes[0];
  const choice = { order_ids: picked, route_code: route?.code ?? '', ship_mode: mode?.code ?? '' };
  const previewing = useMutation({ mutationFn: previewShipment, onSuccess: (answer) => setPreview(answer.data) });
  const creating = useMutation({
    mutationFn: createShipment,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: shipmentsKeys.all });
      await navigate(paths.shipment(answer.data.code));
    },
  });
  if (candidates.isPending) return <Loading />;
  if (candidates.isError) return <p role="alert">{errorText(candidates.error)}</p>;
  const changed = () => setPreview(null);
  return (
    <section className="shipments">
      <p>
        <Link to={paths.account.shipments}>← {t.detail.back}</Link>
      </p>
      <h2>{t.create.title}</h2>
      <p>{t.create.lead}</p>
      {candidates.data.results.length === 0 ? (
        <EmptyState title={t.create.noCandidates} icon="truck" />
      ) : (
        <>
          <fieldset className="shipments__pick">
            <legend>{t.create.pick}</legend>
            {candidates.data.results.map((c) => (
              <label key={c.order_id} className="shipments__candidate">
                <input
                  type="checkbox"
                  checked={picked.includes(c.order_id)}
                  onChange={(event) => {
                    changed();
                    setPicked((now) => (event.target.checked ? [...now, c.order_id] : now.filter((id) => id !== c.order_id)));
                  }}
                />
                <span>
                  <strong>{c.code}</strong> — {c.items.map((i) => `${i.name_vi ?? i.name} × ${i.qty}`).join('; ')} ({t.create.weight(kgText(c.estimated_weight_g))})
                </span>
              </label>
            ))}
          </fieldset>
          <div className="shipments__choice">
            <label>
              {t.create.route}
              <select
                value={route?.code ?? ''}
                onChange={(event) => {
                  changed();
                  setRouteCode(event.target.value);
                  setModeCode(null);
                }}
              >
                {routes.map((r) => (
                  <option key={r.code} value={r.code}>
                    {r.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t.create.mode}
              <select
                value={mode?.code ?? ''}
                onChange={(event) => {
                  changed();
                  setModeCode(event.target.value);
                }}
              >
                {(route?.modes ?? []).map((m) => (
                  <option key={m.code} value={m.code}>
                    {m.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <Button variant="secondary" disabled={picked.length === 0} loading={previewing.isPending} onClick={() => previewing.mutate(choice)}>
            {t.create.preview}
          </Button>
          {picked.length === 0 && <p className="shipments__note">{t.create.selectAtLeastOne}</p>}
          {previewing.isError && <p role="alert">{errorText(previewing.error)}</p>}
          {preview && (
            <>
              <PreviewTable preview={preview} />
              <label className="shipments__field">
                {t.create.note}
                <textarea value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
              </label>
              <Button loading={creating.isPending} onClick={() => creating.mutate({ ...choice, ...(note.trim() ? { note: note.trim() } : {}) })}>
                {t.create.confirm}
              </Button>
              {creating.isError && <p role="alert">{errorText(creating.error)}</p>}
            </>
          )}
        </>
      )}
    </section>
  );
}

/** The trail of a shipment (shared with the staff page). */
export function ShipmentTrail({ shipment }: { shipment: ShipmentDto }) {
  return (
    <section>
      <h3>{t.detail.trail}</h3>
      <ol className="shipments__trail">
        {shipment.events.map((e, i) => (
          <li key={`${e.to_status}-${i}`}>
            <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time> <strong>{e.label}</strong>
            {e.note ? ` — ${e.note}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Orders, boxes and bill of a shipment (shared with the staff page). */
export function ShipmentFacts({ shipment }: { shipment: ShipmentDto }) {
  return (
    <>
      <dl className="shipments__facts">
        <div>
          <dt>{t.list.status}</dt>
          <dd data-testid="shipment-stage">{shipment.stage_label}</dd>
        </div>
        <div>
          <dt>{t.detail.route}</dt>
          <dd>
            {shipment.route_name} — {shipment.ship_mode_name}
          </dd>
        </div>
        {shipment.international_tracking && (
          <div>
            <dt>{t.detail.tracking}</dt>
            <dd>{shipment.international_tracking}</dd>
          </div>
        )}
        {shipment.carrier_name && (
          <div>
            <dt>{t.detail.carrier}</dt>
            <dd>
              {shipment.carrier_name} — {shipment.carrier_tracking}
            </dd>
          </div>
        )}
        {shipment.cod_vnd > 0 && (
          <div>
            <dt>{t.detail.cod}</dt>
            <dd>
              <MoneyText amount={shipment.cod_vnd} currency="VND" />
            </dd>
          </div>
        )}
      </dl>
      <h3>{t.detail.orders}</h3>
      <ul className="shipments__orders">
        {shipment.orders.map((o) => (
          <li key={o.id}>
            <Link to={paths.order(o.code)}>{o.code}</Link> — {o.items.map((i) => `${i.name_vi ?? i.name} × ${i.qty}`).join('; ')}
          </li>
        ))}
      </ul>
      <h3>{t.detail.boxes}</h3>
      {shipment.boxes.length === 0 ? (
        <p>{t.detail.noBoxes}</p>
      ) : (
        <ul>
          {shipment.boxes.map((b) => (
            <li key={b.position}>{t.detail.box(b.position, kgText(b.weight_g), `${b.length_cm} × ${b.width_cm} × ${b.height_cm} cm`)}</li>
          ))}
        </ul>
      )}
      {shipment.bill && (
        <section>
          <h3>
            {t.detail.bill} {shipment.bill.code}
          </h3>
          <table className="shipments__table">
            <tbody>
              {shipment.bill.lines.map((l, i) => (
                <tr key={`${l.code}-${i}`}>
                  <td>
                    {l.label}
                    {l.formula && <div className="shipments__note">{l.formula}</div>}
                  </td>
                  <td>
                    <MoneyText amount={l.amount_vnd} currency="VND" />
                  </td>
                </tr>
              ))}
              <tr className="shipments__total">
                <td data-testid="bill-status">{shipment.bill.status === 'paid' ? (shipment.bill.paid_via === 'cod' ? t.detail.paidCod : t.detail.paid) : t.detail.unpaid}</td>
                <td data-testid="bill-amount">
                  <MoneyText amount={shipment.bill.amount_vnd} currency="VND" />
                </td>
              </tr>
            </tbody>
          </table>
          {shipment.bill.status === 'unpaid' && shipment.cod_vnd > 0 && <p className="shipments__note">{t.detail.codPending}</p>}
        </section>
      )}
    </>
  );
}

/** The customer's cancel: a button while the shipment waits to be packed, a question, then the server's answer. */
function CancelShipment({ code, onDone }: { code: string; onDone: () => Promise<unknown> }) {
  const [asking, setAsking] = useState(false);
  const cancelling = useMutation({
    mutationFn: () => cancelShipment(code),
    onSuccess: async () => {
      setAsking(false);
      await onDone();
    },
    // A refusal (packed meanwhile …) closes the question and says the server's reason.
    onError: () => setAsking(false),
  });
  return (
    <>
      <p>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t.detail.cancel}
        </Button>
      </p>
      {cancelling.isError && <p role="alert">{errorText(cancelling.error)}</p>}
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !open && setAsking(false)}
        title={t.detail.cancelConfirmTitle}
        description={t.detail.cancelConfirmBody}
        confirmLabel={t.detail.cancelConfirm}
        cancelLabel={t.detail.cancelKeep}
        destructive
        busy={cancelling.isPending}
        onConfirm={() => cancelling.mutate()}
      />
    </>
  );
}

function ShipmentDetail({ code }: { code: string }) {
  const queryClient = useQueryClient();
  const shipment = useQuery({ queryKey: shipmentsKeys.detail(code), queryFn: ({ signal }) => getShipment(code, signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: shipmentsKeys.all });
  const [payMessage, setPayMessage] = useState<string | null>(null);
  const paying = useMutation({
    mutationFn: payShipmentBill,
    onSuccess: async (answer) => {
      setPayMessage(answer.success ? null : (answer.result.find((r) => !r.success)?.message ?? answer.message));
      await refresh();
    },
  });
  const receiving = useMutation({ mutationFn: confirmReceipt, onSuccess: refresh });
  if (shipment.isPending) return <Loading />;
  if (shipment.isError) return <p role="alert">{errorText(shipment.error)}</p>;
  const s = shipment.data.data;
  return (
    <section className="shipments">
      <p>
        <Link to={paths.account.shipments}>← {t.detail.back}</Link>
      </p>
      <h2>{s.code}</h2>
      <p className="shipments__note">
        {t.detail.estimate(
          `${new Intl.NumberFormat('vi-VN').format(s.consolidated_estimate_vnd)} ₫`,
          `${new Intl.NumberFormat('vi-VN').format(s.separate_estimate_vnd)} ₫`,
          `${new Intl.NumberFormat('vi-VN').format(s.saving_estimate_vnd)} ₫`,
        )}
      </p>
      <ShipmentFacts shipment={s} />
      {s.bill && s.bill.status === 'unpaid' && (
        <p>
          <Button loading={paying.isPending} onClick={() => paying.mutate(s.bill!.id)}>
            {t.detail.pay}
          </Button>
        </p>
      )}
      {(payMessage || paying.isError) && <p role="alert">{payMessage ?? errorText(paying.error)}</p>}
      {s.status === 'handed_to_carrier' && (
        <p>
          <Button loading={receiving.isPending} onClick={() => receiving.mutate(s.code)}>
            {t.detail.confirmReceipt}
          </Button>
        </p>
      )}
      {receiving.isError && <p role="alert">{errorText(receiving.error)}</p>}
      {s.status === 'cancelled' && <p data-testid="shipment-cancelled">{t.detail.cancelled(s.cancel_reason ?? null)}</p>}
      {s.cancellable && <CancelShipment code={s.code} onDone={refresh} />}
      <ShipmentTrail shipment={s} />
    </section>
  );
}

/** /account/shipments (list), /account/shipments/new (pick orders, see the saving, confirm), /account/shipments/{code}. */
export default function ShipmentsView({ view, code }: { view: 'list' | 'new' | 'detail'; code?: string }) {
  if (view === 'new') return <CreateShipment />;
  if (view === 'detail' && code) return <ShipmentDetail key={code} code={code} />;
  return <ShipmentList />;
}
