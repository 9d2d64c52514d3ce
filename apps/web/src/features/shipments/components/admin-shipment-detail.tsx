import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shipmentsAdminText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { adminShipmentPath } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format-date';
import { formatVnd } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import {
  arriveShipment,
  billShipment,
  cancelAdminShipment,
  getAdminShipment,
  handOverShipment,
  packShipment,
  recordCodCollected,
  shipShipment,
  shipmentsKeys,
  splitShipment,
  type AdminShipmentDto,
} from '../api/shipments-api';
import { ShipmentFacts, ShipmentTrail } from './shipments-view';
import './shipments.css';

const t = shipmentsAdminText.detail;
const money = (n: number) => `${new Intl.NumberFormat('vi-VN').format(n)} ₫`;

interface BoxDraft {
  weight_g: string;
  length_cm: string;
  width_cm: string;
  height_cm: string;
}
const emptyBox: BoxDraft = { weight_g: '', length_cm: '', width_cm: '', height_cm: '' };
const sides = [
  ['weight_g', t.weight],
  ['length_cm', t.length],
  ['width_cm', t.width],
  ['height_cm', t.height],
] as const;

function PackForm({ shipment, onDone }: { shipment: AdminShipmentDto; onDone: (s: AdminShipmentDto) => void }) {
  const [boxes, setBoxes] = useState<BoxDraft[]>(
    shipment.boxes.length > 0
      ? shipment.boxes.map((b) => ({ weight_g: String(b.weight_g), length_cm: String(b.length_cm), width_cm: String(b.width_cm), height_cm: String(b.height_cm) }))
      : [{ ...emptyBox }],
  );
  const packing = useMutation({
    // The server checks every number (a clear message for an absurd one); the form sends what was typed.
    mutationFn: () => packShipment(shipment.id, boxes.map((b) => ({ weight_g: Number(b.weight_g), length_cm: Number(b.length_cm), width_cm: Number(b.width_cm), height_cm: Number(b.height_cm) }))),
    onSuccess: (answer) => onDone(answer.data),
  });
  return (
    <section className="shipments__action">
      <h3>{t.pack}</h3>
      {boxes.map((box, i) => (
        <fieldset key={i} className="shipments__box">
          <legend>#{i + 1}</legend>
          {sides.map(([key, label]) => (
            <label key={key}>
              {label}
              <input
                inputMode="numeric"
                aria-label={`${label} #${i + 1}`}
                value={box[key]}
                onChange={(event) => setBoxes((all) => all.map((b, j) => (j === i ? { ...b, [key]: event.target.value } : b)))}
              />
            </label>
          ))}
          {boxes.length > 1 && (
            <Button variant="ghost" size="sm" onClick={() => setBoxes((all) => all.filter((_, j) => j !== i))}>
              {t.removeBox}
            </Button>
          )}
        </fieldset>
      ))}
      <Button variant="secondary" size="sm" onClick={() => setBoxes((all) => [...all, { ...emptyBox }])}>
        {t.addBox}
      </Button>{' '}
      <Button loading={packing.isPending} onClick={() => packing.mutate()}>
        {t.savePack}
      </Button>
      {packing.isError && <p role="alert">{errorText(packing.error)}</p>}
    </section>
  );
}

/** Staff cancel a shipment before it ships, with a reason (asked once more before it is done); a billed one's bill goes with it (refunded when paid). */
function CancelForm({ shipment, onDone }: { shipment: AdminShipmentDto; onDone: (s: AdminShipmentDto) => void }) {
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const cancelling = useMutation({
    mutationFn: () => cancelAdminShipment(shipment.id, reason),
    onSuccess: (answer) => {
      setAsking(false);
      onDone(answer.data);
    },
    onError: () => setAsking(false),
  });
  return (
    <section className="shipments__action">
      <h3>{t.cancel}</h3>
      <p className="shipments__note">{t.cancelHint}</p>
      {shipment.bill && (
        <p className="shipments__note">
          {shipment.bill.status === 'paid' ? t.cancelHintPaid(shipment.bill.code, formatVnd(shipment.bill.amount_vnd)) : t.cancelHintUnpaid(shipment.bill.code)}
        </p>
      )}
      <label>
        {t.cancelReason}
        <input value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>{' '}
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t.cancel}
      </Button>
      {cancelling.isError && <p role="alert">{errorText(cancelling.error)}</p>}
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !open && setAsking(false)}
        title={t.cancelConfirm}
        description={`${shipment.code}: ${reason.trim()}`}
        confirmLabel={t.cancelConfirm}
        destructive
        busy={cancelling.isPending}
        onConfirm={() => cancelling.mutate()}
      />
    </section>
  );
}

/** Staff split a shipment before its bill: the ticked orders go into a new shipment (asked once more first). */
function SplitForm({ shipment, onDone, onSplit }: { shipment: AdminShipmentDto; onDone: (s: AdminShipmentDto) => void; onSplit: (created: AdminShipmentDto) => void }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [asking, setAsking] = useState(false);
  const splitting = useMutation({
    mutationFn: () => splitShipment(shipment.id, chosen),
    onSuccess: (answer) => {
      setAsking(false);
      setChosen([]);
      onSplit(answer.created);
      onDone(answer.data);
    },
    onError: () => setAsking(false),
  });
  const codes = shipment.orders.filter((o) => chosen.includes(o.id)).map((o) => o.code);
  // One order left: nothing to split.
  if (shipment.orders.length < 2) return null;
  return (
    <section className="shipments__action" data-testid="split-form">
      <h3>{t.split}</h3>
      <p className="shipments__note">{t.splitHint}</p>
      {shipment.orders.map((order) => (
        <label key={order.id} className="shipments__cod">
          <input
            type="checkbox"
            checked={chosen.includes(order.id)}
            onChange={(event) => setChosen((now) => (event.target.checked ? [...now, order.id] : now.filter((id) => id !== order.id)))}
          />{' '}
          {order.code}
        </label>
      ))}{' '}
      <Button variant="secondary" disabled={chosen.length === 0} onClick={() => setAsking(true)}>
        {t.splitButton}
      </Button>
      {splitting.isError && <p role="alert">{errorText(splitting.error)}</p>}
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !open && setAsking(false)}
        title={t.splitConfirm}
        description={t.splitDescription(shipment.code, codes.join(', '))}
        confirmLabel={t.splitConfirm}
        busy={splitting.isPending}
        onConfirm={() => splitting.mutate()}
      />
    </section>
  );
}

/** The carrier's report that it delivered and collected the COD: booked in the ledger once. */
function CodForm({ shipment, onDone }: { shipment: AdminShipmentDto; onDone: (s: AdminShipmentDto) => void }) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const recording = useMutation({
    // The server checks the amount against the shipment's COD; the form sends what was typed.
    mutationFn: () => recordCodCollected(shipment.id, { amount_vnd: Number(amount.replace(/[.\s₫]/g, '')), ...(note.trim() ? { note: note.trim() } : {}) }),
    onSuccess: (answer) => onDone(answer.data),
  });
  return (
    <section className="shipments__action" data-testid="cod-form">
      <h3>{t.codCollection.title}</h3>
      <p className="shipments__note">{t.codCollection.hint(money(shipment.cod_vnd))}</p>
      <label>
        {t.codCollection.amount}
        <input inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>{' '}
      <label>
        {t.codCollection.note}
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>{' '}
      <Button loading={recording.isPending} onClick={() => recording.mutate()}>
        {t.codCollection.submit}
      </Button>
      {recording.isError && <p role="alert">{errorText(recording.error)}</p>}
    </section>
  );
}

function Actions({ shipment, onDone, onSplit }: { shipment: AdminShipmentDto; onDone: (s: AdminShipmentDto) => void; onSplit: (created: AdminShipmentDto) => void }) {
  const [tracking, setTracking] = useState('');
  const [carrier, setCarrier] = useState('');
  const [carrierTracking, setCarrierTracking] = useState('');
  const [cod, setCod] = useState(false);
  const done = { onSuccess: (answer: { data: AdminShipmentDto }) => onDone(answer.data) };
  const billing = useMutation({ mutationFn: () => billShipment(shipment.id), ...done });
  const shipping = useMutation({ mutationFn: () => shipShipment(shipment.id, tracking), ...done });
  const arriving = useMutation({ mutationFn: () => arriveShipment(shipment.id), ...done });
  const handing = useMutation({ mutationFn: () => handOverShipment(shipment.id, { carrier_name: carrier, tracking_code: carrierTracking, cod }), ...done });
  const failed = [billing, shipping, arriving, handing].find((m) => m.isError);
  const unpaid = shipment.bill && shipment.bill.status === 'unpaid' ? shipment.bill.amount_vnd : 0;
  return (
    <>
      {(shipment.status === 'requested' || shipment.status === 'packed') && <PackForm shipment={shipment} onDone={onDone} />}
      {shipment.status === 'packed' && (
        <p>
          <Button loading={billing.isPending} onClick={() => billing.mutate()}>
            {t.bill}
          </Button>
        </p>
      )}
      {shipment.status === 'billed' && (
        <section className="shipments__action">
          <label>
            {t.tracking}
            <input value={tracking} onChange={(event) => setTracking(event.target.value)} />
          </label>{' '}
          <Button loading={shipping.isPending} onClick={() => shipping.mutate()}>
            {t.ship}
          </Button>
        </section>
      )}
      {shipment.status === 'shipped' && (
        <p>
          <Button loading={arriving.isPending} onClick={() => arriving.mutate()}>
            {t.arrive}
          </Button>
        </p>
      )}
      {shipment.status === 'at_vn_warehouse' && (
        <section className="shipments__action">
          <label>
            {t.carrier}
            <input value={carrier} onChange={(event) => setCarrier(event.target.value)} />
          </label>{' '}
          <label>
            {t.carrierTracking}
            <input value={carrierTracking} onChange={(event) => setCarrierTracking(event.target.value)} />
          </label>
          {unpaid > 0 && (
            <label className="shipments__cod">
              <input type="checkbox" checked={cod} onChange={(event) => setCod(event.target.checked)} /> {t.cod(money(unpaid))}
            </label>
          )}{' '}
          <Button loading={handing.isPending} onClick={() => handing.mutate()}>
            {t.handOver}
          </Button>
        </section>
      )}
      {failed && <p role="alert">{errorText(failed.error)}</p>}
      {(shipment.status === 'handed_to_carrier' || shipment.status === 'delivered') && shipment.cod_vnd > 0 && !shipment.cod_collected_at && (
        <CodForm shipment={shipment} onDone={onDone} />
      )}
      {shipment.cod_collected_at && <p data-testid="cod-collected">{t.codCollection.collected(formatDateTime(shipment.cod_collected_at))}</p>}
      {(shipment.status === 'requested' || shipment.status === 'packed') && <SplitForm shipment={shipment} onDone={onDone} onSplit={onSplit} />}
      {(shipment.status === 'requested' || shipment.status === 'packed' || shipment.status === 'billed') && <CancelForm shipment={shipment} onDone={onDone} />}
    </>
  );
}

/** /admin/shipments/{id}: pack boxes, bill once, ship with tracking, arrive in Vietnam, hand over (COD). */
export default function AdminShipmentDetail({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const shipment = useQuery({ queryKey: shipmentsKeys.adminDetail(id), queryFn: ({ signal }) => getAdminShipment(id, signal) });
  const [splitInto, setSplitInto] = useState<AdminShipmentDto | null>(null);
  if (shipment.isPending) {
    return (
      <LoadingRegion>
        <Skeleton height={200} radius={10} />
      </LoadingRegion>
    );
  }
  if (shipment.isError) return <p role="alert">{errorText(shipment.error)}</p>;
  const s = shipment.data.data;
  const onDone = (next: AdminShipmentDto) => {
    queryClient.setQueryData(shipmentsKeys.adminDetail(id), { ...shipment.data, data: next });
    void queryClient.invalidateQueries({ queryKey: shipmentsKeys.admin });
  };
  return (
    <section className="shipments">
      <h2>
        {s.code} — {s.customer.full_name} ({s.customer.customer_no}, {s.customer.phone})
      </h2>
      {s.address && (
        <p>
          {s.address.receiver_name}, {s.address.phone}, {s.address.full_address}
        </p>
      )}
      {s.note && <p className="shipments__note">{s.note}</p>}
      <ShipmentFacts shipment={s} />
      <Actions key={`${s.status}-${s.updated_at}`} shipment={s} onDone={onDone} onSplit={setSplitInto} />
      {splitInto && (
        <p data-testid="split-created">
          {t.splitDone} <Link to={adminShipmentPath(splitInto.id)}>{splitInto.code}</Link>
        </p>
      )}
      <ShipmentTrail shipment={s} />
      <section>
        <h3>{t.audit}</h3>
        <ol className="shipments__trail" data-testid="shipment-audit">
          {s.audit.map((a, i) => (
            <li key={`${a.action}-${i}`} data-action={a.action}>
              <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time> <strong>{t.actions[a.action] ?? a.action}</strong> — {a.actor_name ?? a.actor_id}
              {a.note ? ` (${a.note})` : ''}
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}
