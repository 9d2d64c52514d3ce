import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { codRemittanceText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { formatDateTime } from '@/shared/lib/format-date';
import { useListUrl } from '@/shared/lib/use-list-url';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { QueryState } from '@/shared/ui/query-state';
import { StaffList, type StaffListColumn } from '@/shared/ui/staff-list';
import { useToast } from '@/shared/ui/toast';
import {
  codKeys,
  getCodDisputes,
  getCodOutstanding,
  getCodRemittances,
  recordCodRemittance,
  settleCodDispute,
  type CodDisputeDto,
  type CodOutstandingCarrier,
  type CodRemittanceDto,
} from '../api/shipments-api';
import './shipments.css';

const t = codRemittanceText.page;
const SIZE = 20;
const money = (n: number) => `${new Intl.NumberFormat('vi-VN').format(n)} ₫`;
/** Today in Vietnam (UTC+7, no daylight saving), as yyyy-mm-dd. */
const todayInVietnam = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

const remittanceColumns: ReadonlyArray<StaffListColumn<CodRemittanceDto>> = [
  { key: 'received', header: t.listColumns.receivedOn, cell: (r) => r.received_on.split('-').reverse().join('/') },
  { key: 'carrier', header: t.listColumns.carrier, cell: (r) => r.carrier },
  { key: 'reference', header: t.listColumns.reference, rowHeader: true, cell: (r) => <code>{r.reference}</code> },
  { key: 'amount', header: t.listColumns.amount, cell: (r) => money(r.amount_vnd) },
  { key: 'shipments', header: t.listColumns.shipments, cell: (r) => r.shipment_codes.join(', ') },
  { key: 'note', header: t.listColumns.note, cell: (r) => r.note ?? '' },
];

/** One open dispute: settle it by a further remittance (reference + day) or a write-off (note). */
function DisputeRow({ dispute }: { dispute: CodDisputeDto }) {
  const toast = useToast();
  const client = useQueryClient();
  const [method, setMethod] = useState<'remittance' | 'write_off' | null>(null);
  const [reference, setReference] = useState('');
  const [receivedOn, setReceivedOn] = useState(todayInVietnam);
  const [note, setNote] = useState('');
  const settling = useMutation({
    mutationFn: () =>
      settleCodDispute(
        dispute.id,
        method === 'remittance'
          ? { method, reference: reference.trim(), received_on: receivedOn, ...(note.trim() ? { note: note.trim() } : {}) }
          : { method: 'write_off', note: note.trim() },
      ),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setMethod(null);
      await client.invalidateQueries({ queryKey: codKeys.all });
    },
    onError: (error) => toast.error(t.disputesTitle, errorText(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    settling.mutate();
  };
  return (
    <tr data-testid="cod-dispute-row" data-reference={dispute.remittance_reference}>
      <td>{dispute.carrier}</td>
      <th scope="row">
        <code>{dispute.remittance_reference}</code>
      </th>
      <td>{dispute.shipment_codes.join(', ')}</td>
      <td>{money(dispute.amount_vnd)}</td>
      <td>{dispute.reason}</td>
      <td>
        {method === null ? (
          <>
            <Button type="button" onClick={() => setMethod('remittance')}>
              {t.settleRemittance}
            </Button>{' '}
            <Button type="button" onClick={() => setMethod('write_off')}>
              {t.settleWriteOff}
            </Button>
          </>
        ) : (
          <form onSubmit={submit} aria-label={method === 'remittance' ? t.settleRemittance : t.settleWriteOff}>
            {method === 'remittance' && (
              <>
                <label>
                  {t.settleReference}
                  <input value={reference} onChange={(e) => setReference(e.target.value)} required maxLength={100} />
                </label>
                <label>
                  {t.settleReceivedOn}
                  <input type="date" value={receivedOn} onChange={(e) => setReceivedOn(e.target.value)} required />
                </label>
              </>
            )}
            <label>
              {t.settleNote}
              <input value={note} onChange={(e) => setNote(e.target.value)} required={method === 'write_off'} maxLength={500} />
            </label>
            <Button type="submit" disabled={settling.isPending}>
              {t.settleSubmit}
            </Button>{' '}
            <Button type="button" onClick={() => setMethod(null)}>
              {t.settleCancel}
            </Button>
          </form>
        )}
      </td>
    </tr>
  );
}

interface Selection {
  carrier: string;
  ids: string[];
}

function CarrierTable({ group, selection, onToggle, onAll }: { group: CodOutstandingCarrier; selection: Selection | null; onToggle: (id: string) => void; onAll: () => void }) {
  const picked = (id: string) => selection?.carrier === group.carrier && selection.ids.includes(id);
  const allPicked = group.shipments.every((s) => picked(s.id));
  return (
    <section className="admin-cod__carrier" data-testid="cod-carrier" data-carrier={group.carrier}>
      <h3>
        {group.carrier} <small>{t.carrierSum(group.count, money(group.total_vnd))}</small>
      </h3>
      <table className="shipments__table">
        <thead>
          <tr>
            <th scope="col">
              <input type="checkbox" aria-label={t.pickAll(group.carrier)} checked={allPicked} onChange={onAll} />
            </th>
            <th scope="col">{t.columns.code}</th>
            <th scope="col">{t.columns.customer}</th>
            <th scope="col">{t.columns.tracking}</th>
            <th scope="col">{t.columns.collectedAt}</th>
            <th scope="col">{t.columns.amount}</th>
          </tr>
        </thead>
        <tbody>
          {group.shipments.map((s) => (
            <tr key={s.id} data-testid="cod-outstanding-row" data-code={s.code}>
              <td>
                <input type="checkbox" aria-label={`${t.columns.pick} ${s.code}`} checked={picked(s.id)} onChange={() => onToggle(s.id)} />
              </td>
              <th scope="row">{s.code}</th>
              <td>{s.customer_name ?? '—'}</td>
              <td>{s.carrier_tracking ?? '—'}</td>
              <td>{formatDateTime(s.collected_at)}</td>
              <td>{money(s.cod_vnd)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * /admin/cod (accounting): what the carriers collected and still owe, per carrier; pick the
 * shipments of one remittance batch (the running sum shows), give the bank transfer's reference,
 * the day and the amount received → booked once (the server checks the amount to the dong); below,
 * the remittances recorded, newest first.
 */
export default function AdminCodView() {
  const toast = useToast();
  const client = useQueryClient();
  const url = useListUrl();
  const outstanding = useQuery({ queryKey: codKeys.outstanding(), queryFn: ({ signal }) => getCodOutstanding(signal).then((r) => r.data) });
  const remittances = useQuery({ queryKey: codKeys.remittances(url.page), queryFn: ({ signal }) => getCodRemittances(url.page, SIZE, signal) });
  const [selection, setSelection] = useState<Selection | null>(null);
  const [reference, setReference] = useState('');
  const [receivedOn, setReceivedOn] = useState(todayInVietnam);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [shortfallReason, setShortfallReason] = useState('');
  const disputes = useQuery({ queryKey: codKeys.disputes(), queryFn: ({ signal }) => getCodDisputes(signal) });

  const groups = outstanding.data?.carriers ?? [];
  const group = selection ? groups.find((g) => g.carrier === selection.carrier) : undefined;
  const chosen = group ? group.shipments.filter((s) => selection!.ids.includes(s.id)) : [];
  const sum = chosen.reduce((total, s) => total + s.cod_vnd, 0);
  const typedAmount = Number(amount.replace(/[.\s₫]/g, '')) || 0;

  const toggle = (carrier: string, id: string) =>
    setSelection((current) => {
      const ids = current?.carrier === carrier ? current.ids : [];
      const next = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
      return next.length ? { carrier, ids: next } : null;
    });
  const toggleAll = (g: CodOutstandingCarrier) =>
    setSelection((current) => (current?.carrier === g.carrier && current.ids.length === g.shipments.length ? null : { carrier: g.carrier, ids: g.shipments.map((s) => s.id) }));

  const saving = useMutation({
    mutationFn: () =>
      recordCodRemittance({
        carrier: selection!.carrier,
        reference: reference.trim(),
        received_on: receivedOn,
        // The server checks the number (a clear message otherwise); the form sends what was typed.
        amount_vnd: Number(amount.replace(/[.\s₫]/g, '')),
        shipment_ids: chosen.map((s) => s.id),
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(shortfallReason.trim() ? { shortfall_reason: shortfallReason.trim() } : {}),
      }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setSelection(null);
      setReference('');
      setAmount('');
      setNote('');
      setShortfallReason('');
      await client.invalidateQueries({ queryKey: codKeys.all });
    },
    onError: (error) => toast.error(t.title, errorText(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selection || chosen.length === 0) {
      toast.error(t.title, t.pickFirst);
      return;
    }
    saving.mutate();
  };

  return (
    <div className="admin-cod">
      <p className="shipments__note">{t.intro}</p>
      <h2>{t.outstandingTitle}</h2>
      <QueryState query={outstanding} isEmpty={(data) => data.carriers.length === 0} empty={<EmptyState title={t.outstandingEmpty} icon="wallet" />}>
        {(data) => (
          <>
            <p data-testid="cod-outstanding-total">{t.outstandingTotal(money(data.total_vnd))}</p>
            {data.carriers.map((g) => (
              <CarrierTable key={g.carrier} group={g} selection={selection} onToggle={(id) => toggle(g.carrier, id)} onAll={() => toggleAll(g)} />
            ))}
          </>
        )}
      </QueryState>

      {group && (
        <form className="shipments__action" onSubmit={submit} aria-label={t.formTitle(group.carrier)}>
          <h3>{t.formTitle(group.carrier)}</h3>
          <p role="status" data-testid="cod-selected">
            {t.selected(chosen.length, money(sum))}
          </p>
          <label>
            {t.reference}
            <input value={reference} onChange={(e) => setReference(e.target.value)} required maxLength={100} />
          </label>
          <label>
            {t.receivedOn}
            <input type="date" value={receivedOn} onChange={(e) => setReceivedOn(e.target.value)} required />
          </label>
          <label>
            {t.amount}
            <input inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} required />
          </label>
          <label>
            {t.note}
            <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
          </label>
          {typedAmount > 0 && typedAmount < sum && (
            <p role="note" data-testid="cod-shortfall">
              {t.shortfallHint(money(sum - typedAmount))}
            </p>
          )}
          <label>
            {t.shortfallReason}
            <input value={shortfallReason} onChange={(e) => setShortfallReason(e.target.value)} maxLength={500} required={typedAmount > 0 && typedAmount < sum} />
          </label>
          <Button type="submit" disabled={saving.isPending}>
            {saving.isPending ? t.submitting : t.submit}
          </Button>
        </form>
      )}

      <h2>{t.disputesTitle}</h2>
      <QueryState query={disputes} isEmpty={(data) => data.results.length === 0} empty={<EmptyState title={t.disputesEmpty} icon="wallet" />}>
        {(data) => (
          <>
            <p data-testid="cod-disputes-total">{t.disputesTotal(money(data.open_total_vnd))}</p>
            <table className="shipments__table" aria-label={t.disputesTitle}>
              <thead>
                <tr>
                  <th scope="col">{t.disputeColumns.carrier}</th>
                  <th scope="col">{t.disputeColumns.reference}</th>
                  <th scope="col">{t.disputeColumns.shipments}</th>
                  <th scope="col">{t.disputeColumns.amount}</th>
                  <th scope="col">{t.disputeColumns.reason}</th>
                  <th scope="col">{t.disputeColumns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((d) => (
                  <DisputeRow key={d.id} dispute={d} />
                ))}
              </tbody>
            </table>
          </>
        )}
      </QueryState>

      <h2>{t.listTitle}</h2>
      <StaffList
        query={remittances}
        rows={(data) => data.results}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-testid': 'cod-remittance-row', 'data-reference': r.reference })}
        columns={remittanceColumns}
        count={(data) => t.listCount(data.pagination.total)}
        paging={(data) => ({ size: data.pagination.size || SIZE, total: data.pagination.total })}
        table={{ wrapClassName: 'admin-cod__table-wrap', className: 'shipments__table', label: t.listTitle }}
        empty={<EmptyState title={t.listEmpty} icon="wallet" />}
      />
    </div>
  );
}
