import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sum } from 'drizzle-orm';
import type { CodDisputeDto, CodDisputeSettleRequest, CodOutstandingCarrier, CodRemittanceDto } from '@kaimono/contracts';
import { codRemittanceText, errorMessages } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import type { Db } from '../../platform/db.ts';
import { violatesConstraint } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { codDisputes, codRemittances, shipments, users } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/index.ts';
import { postEntry } from '../wallet/index.ts';
import type { StaffRef } from './shipments.service.ts';

/**
 * The carriers' COD remittances ("đối soát COD", ADR 0017 §3). A carrier collects the COD at the
 * door (booked then: `shipment-cod:<id>`, cod_receivable → the customer's wallet) and pays a batch
 * of collections into the company's bank later. Accounting records that batch here: which
 * shipments it covers, the bank transfer's reference, the day and the amount — which must equal
 * the shipments' COD to the dong (a short remittance is a dispute with the carrier, not booked).
 * The ledger entry `cod-remittance:<carrier>:<reference>` moves bank_clearing −X → cod_receivable +X.
 */

const money = (amount: number) => formatVnd(vnd(amount));

/** One entry per (carrier, reference), ever: the same key as the remittance row's unique index. */
export const codRemittanceLedgerKey = (carrier: string, reference: string) => `cod-remittance:${carrier}:${reference}`;

export interface CodRemittanceInput {
  carrier: string;
  reference: string;
  received_on: string;
  amount_vnd: number;
  shipment_ids: string[];
  note?: string | undefined;
  shortfall_reason?: string | undefined;
}

type RemittanceRow = typeof codRemittances.$inferSelect;

async function toDtos(db: Db, rows: RemittanceRow[]): Promise<CodRemittanceDto[]> {
  const ids = rows.map((r) => r.id);
  const disputes = ids.length ? await db.select().from(codDisputes).where(inArray(codDisputes.remittanceId, ids)) : [];
  const links = ids.length
    ? await db.select({ remittanceId: shipments.codRemittanceId, code: shipments.code }).from(shipments).where(inArray(shipments.codRemittanceId, ids)).orderBy(asc(shipments.code))
    : [];
  return rows.map((r) => ({
    id: r.id,
    carrier: r.carrierName,
    reference: r.reference,
    received_on: r.receivedOn,
    amount_vnd: r.amountVnd,
    note: r.note,
    ledger_key: codRemittanceLedgerKey(r.carrierName, r.reference),
    ledger_entry_id: r.entryId,
    shipment_codes: links.filter((l) => l.remittanceId === r.id).map((l) => l.code),
    created_by: r.createdBy,
    created_at: r.createdAt.toISOString(),
    ...(() => {
      const dispute = disputes.find((d) => d.remittanceId === r.id);
      const shortfall = dispute?.amountVnd ?? 0;
      return { expected_vnd: r.amountVnd + shortfall, shortfall_vnd: shortfall, dispute_id: dispute?.id ?? null };
    })(),
  }));
}

/** GET /api/admin/cod/outstanding: collected, not yet remitted, grouped by carrier. */
export async function codOutstanding(db: Db): Promise<{ carriers: CodOutstandingCarrier[]; total_vnd: number }> {
  const rows = await db
    .select({
      id: shipments.id,
      code: shipments.code,
      carrier: shipments.carrierName,
      tracking: shipments.carrierTracking,
      userId: shipments.userId,
      customerName: users.fullName,
      codVnd: shipments.codVnd,
      collectedAt: shipments.codCollectedAt,
    })
    .from(shipments)
    .leftJoin(users, eq(users.id, shipments.userId))
    .where(and(isNotNull(shipments.codEntryId), isNull(shipments.codRemittanceId)))
    .orderBy(asc(shipments.carrierName), asc(shipments.codCollectedAt), asc(shipments.id));
  const byCarrier = new Map<string, CodOutstandingCarrier>();
  for (const r of rows) {
    const carrier = r.carrier ?? '';
    let group = byCarrier.get(carrier);
    if (!group) byCarrier.set(carrier, (group = { carrier, count: 0, total_vnd: 0, shipments: [] }));
    group.count += 1;
    group.total_vnd += r.codVnd;
    group.shipments.push({
      id: r.id,
      code: r.code,
      customer_id: r.userId,
      customer_name: r.customerName,
      carrier_tracking: r.tracking,
      cod_vnd: r.codVnd,
      collected_at: (r.collectedAt ?? new Date(0)).toISOString(),
    });
  }
  const carriers = [...byCarrier.values()];
  return { carriers, total_vnd: carriers.reduce((sum, c) => sum + c.total_vnd, 0) };
}

/** GET /api/admin/cod-remittances: newest first, paged. */
export async function listCodRemittances(db: Db, query: { page: number; size: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(codRemittances)
      .orderBy(desc(codRemittances.createdAt), desc(codRemittances.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(codRemittances),
  ]);
  return { results: await toDtos(db, rows), pagination: { page: query.page, size: query.size, total: Number(total?.n ?? 0) } };
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * POST /api/admin/cod-remittances. ONE transaction: the shipments locked FOR UPDATE in id order
 * (two batches naming the same shipment serialise), then the (carrier, reference) looked up — a
 * replay with the same content answers the first remittance, nothing moved; other content → 409.
 * Every shipment must be of this carrier, collected and not remitted; the amount must equal their
 * COD. Then the ledger entry, the remittance row, the shipments linked, the staff audit entry.
 */
export async function recordCodRemittance(db: Db, body: CodRemittanceInput, staff: StaffRef): Promise<{ replayed: boolean; data: CodRemittanceDto }> {
  const carrier = body.carrier.trim();
  const reference = body.reference.trim();
  const note = body.note?.trim() || null;
  const shortfallReason = body.shortfall_reason?.trim() ?? '';
  const ids = [...new Set(body.shipment_ids.map((id) => id.toLowerCase()))].sort();
  const key = codRemittanceLedgerKey(carrier, reference);
  try {
    return await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const locked = await tx.select().from(shipments).where(inArray(shipments.id, ids)).orderBy(asc(shipments.id)).for('update');
      const [existing] = await tx.select().from(codRemittances).where(and(eq(codRemittances.carrierName, carrier), eq(codRemittances.reference, reference)));
      if (existing) {
        const linked = locked.filter((s) => s.codRemittanceId === existing.id).map((s) => s.id);
        const all = await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.codRemittanceId, existing.id)).orderBy(asc(shipments.id));
        const same = existing.amountVnd === body.amount_vnd && existing.receivedOn === body.received_on && linked.length === ids.length && sameIds(all.map((s) => s.id), ids);
        if (!same) throw new AppError(409, 'COD_REMITTANCE_REFERENCE_TAKEN');
        return { replayed: true, data: (await toDtos(tx, [existing]))[0]! };
      }
      if (locked.length !== ids.length) throw new AppError(404, 'SHIPMENT_NOT_FOUND');
      const list = (rows: typeof locked) => rows.map((s) => s.code).join(', ');
      const notCollected = locked.filter((s) => !s.codEntryId);
      if (notCollected.length) throw new AppError(409, 'COD_REMITTANCE_NOT_COLLECTED', `${errorMessages.COD_REMITTANCE_NOT_COLLECTED} (${list(notCollected)})`);
      const remitted = locked.filter((s) => s.codRemittanceId);
      if (remitted.length) throw new AppError(409, 'COD_REMITTANCE_ALREADY_REMITTED', `${errorMessages.COD_REMITTANCE_ALREADY_REMITTED} (${list(remitted)})`);
      const other = locked.filter((s) => (s.carrierName ?? '').trim() !== carrier);
      if (other.length) throw new AppError(409, 'COD_REMITTANCE_OTHER_CARRIER', `${errorMessages.COD_REMITTANCE_OTHER_CARRIER} (${list(other)})`);
      const expected = locked.reduce((sum, s) => sum + s.codVnd, 0);
      // Over-remittance: refused. Short: only with a reason; the rest becomes a dispute (§6).
      if (body.amount_vnd > expected) throw new AppError(409, 'COD_REMITTANCE_AMOUNT_MISMATCH', `${errorMessages.COD_REMITTANCE_AMOUNT_MISMATCH} (${money(expected)})`);
      const shortfall = expected - body.amount_vnd;
      if (shortfall > 0 && shortfallReason.length < 2)
        throw new AppError(409, 'COD_REMITTANCE_SHORTFALL_REASON_REQUIRED', `${errorMessages.COD_REMITTANCE_SHORTFALL_REASON_REQUIRED} (${money(expected)})`);
      const received = body.amount_vnd;
      const codes = locked.map((s) => s.code);
      const { entry, replayed } = await postEntry(
        tx,
        {
          idempotencyKey: key,
          kind: 'payment',
          purpose: 'cod_remittance',
          userId: null,
          description: codRemittanceText.notes.ledger(carrier, reference, locked.length),
          // The whole batch leaves cod_receivable: what came in to the bank, the rest to cod_disputed.
          postings: [
            { account: { system: 'bank_clearing' }, amountVnd: -received },
            ...(shortfall > 0 ? [{ account: { system: 'cod_disputed' as const }, amountVnd: -shortfall }] : []),
            { account: { system: 'cod_receivable' }, amountVnd: expected },
          ],
          referenceType: 'cod_remittance',
          referenceId: null,
          createdBy: staff.id,
          metadata: {
            carrier_name: carrier,
            reference,
            received_on: body.received_on,
            shipment_codes: codes,
            note,
            ...(shortfall > 0 ? { expected_vnd: expected, shortfall_vnd: shortfall, shortfall_reason: shortfallReason } : {}),
          },
        },
        { inTransaction: true },
      );
      // No remittance row under this (carrier, reference): the key cannot have been used.
      if (replayed) throw new AppError(409, 'COD_REMITTANCE_REFERENCE_TAKEN');
      const [row] = await tx
        .insert(codRemittances)
        .values({ carrierName: carrier, reference, receivedOn: body.received_on, amountVnd: received, note, entryId: entry.id, createdBy: staff.id })
        .returning();
      const [dispute] = shortfall > 0 ? await tx.insert(codDisputes).values({ remittanceId: row!.id, carrierName: carrier, amountVnd: shortfall, reason: shortfallReason }).returning() : [];
      await tx.update(shipments).set({ codRemittanceId: row!.id, updatedAt: new Date() }).where(inArray(shipments.id, ids));
      await recordStaffAction(tx, {
        actorId: staff.id,
        action: 'cod.remitted',
        entityType: 'cod_remittance',
        entityId: row!.id,
        customerId: null,
        before: { cod_receivable_vnd: expected, shipments: codes },
        after: {
          carrier_name: carrier,
          reference,
          received_on: body.received_on,
          amount_vnd: received,
          shipments: codes,
          ledger_key: key,
          ledger_entry_id: entry.id,
          ...(dispute ? { expected_vnd: expected, shortfall_vnd: shortfall, shortfall_reason: shortfallReason, dispute_id: dispute.id, cod_disputed_vnd: shortfall } : {}),
        },
        note: dispute
          ? `${codRemittanceText.notes.audit(carrier, reference, money(received), codes)}. ${codRemittanceText.notes.shortfallAudit(carrier, reference, money(shortfall), shortfallReason)}`
          : codRemittanceText.notes.audit(carrier, reference, money(expected), codes),
        requestId: staff.requestId ?? null,
        ip: staff.ip ?? null,
      });
      return { replayed: false, data: (await toDtos(tx, [row!]))[0]! };
    });
  } catch (error) {
    // A concurrent request with the same (carrier, reference) but other shipments got in first.
    if (violatesConstraint(error, 'cod_remittances_carrier_reference_key')) throw new AppError(409, 'COD_REMITTANCE_REFERENCE_TAKEN');
    throw error;
  }
}

// ---- Disputes: a short remittance's shortfall (ADR 0017 §8) ----

/** One settlement entry per dispute, whichever way it is settled. */
export const codDisputeLedgerKey = (disputeId: string) => `cod-dispute:${disputeId}`;

type DisputeRow = typeof codDisputes.$inferSelect;

async function disputeDtos(db: Db, rows: DisputeRow[]): Promise<CodDisputeDto[]> {
  const remittanceIds = [...new Set(rows.map((r) => r.remittanceId))];
  const [batches, links] = remittanceIds.length
    ? await Promise.all([
        db.select({ id: codRemittances.id, reference: codRemittances.reference, receivedOn: codRemittances.receivedOn }).from(codRemittances).where(inArray(codRemittances.id, remittanceIds)),
        db.select({ remittanceId: shipments.codRemittanceId, code: shipments.code }).from(shipments).where(inArray(shipments.codRemittanceId, remittanceIds)).orderBy(asc(shipments.code)),
      ])
    : [[], []];
  return rows.map((d) => {
    const batch = batches.find((b) => b.id === d.remittanceId);
    return {
      id: d.id,
      carrier: d.carrierName,
      amount_vnd: d.amountVnd,
      reason: d.reason,
      status: d.status,
      remittance_id: d.remittanceId,
      remittance_reference: batch?.reference ?? '',
      received_on: batch?.receivedOn ?? '',
      shipment_codes: links.filter((l) => l.remittanceId === d.remittanceId).map((l) => l.code),
      settlement:
        d.status === 'open' || !d.settlementEntryId
          ? null
          : {
              method: d.status === 'remitted' ? ('remittance' as const) : ('write_off' as const),
              ledger_key: codDisputeLedgerKey(d.id),
              ledger_entry_id: d.settlementEntryId,
              reference: d.settlementReference,
              received_on: d.settledOn,
              note: d.settlementNote,
              settled_by: d.settledBy,
              settled_at: (d.settledAt ?? d.createdAt).toISOString(),
            },
      created_at: d.createdAt.toISOString(),
    };
  });
}

/** GET /api/admin/cod-disputes: open (default), settled or all, oldest open first; plus open totals per carrier. */
export async function listCodDisputes(db: Db, query: { page: number; size: number; status: 'open' | 'settled' | 'all' }) {
  const where = query.status === 'open' ? eq(codDisputes.status, 'open') : query.status === 'settled' ? ne(codDisputes.status, 'open') : undefined;
  const [rows, [total], open] = await Promise.all([
    db
      .select()
      .from(codDisputes)
      .where(where)
      .orderBy(query.status === 'open' ? asc(codDisputes.createdAt) : desc(codDisputes.createdAt), asc(codDisputes.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(codDisputes).where(where),
    db
      .select({ carrier: codDisputes.carrierName, n: count(), amount: sum(codDisputes.amountVnd) })
      .from(codDisputes)
      .where(eq(codDisputes.status, 'open'))
      .groupBy(codDisputes.carrierName)
      .orderBy(asc(codDisputes.carrierName)),
  ]);
  const openByCarrier = open.map((o) => ({ carrier: o.carrier, count: Number(o.n), amount_vnd: Number(o.amount ?? 0) }));
  return {
    results: await disputeDtos(db, rows),
    pagination: { page: query.page, size: query.size, total: Number(total?.n ?? 0) },
    open_by_carrier: openByCarrier,
    open_total_vnd: openByCarrier.reduce((s, o) => s + o.amount_vnd, 0),
  };
}

/**
 * POST /api/admin/cod-disputes/{id}/settle. Under the dispute's row lock: a further remittance
 * (bank_clearing −S → cod_disputed +S) or a write-off (cod_losses −S → cod_disputed +S), ONE ledger
 * entry `cod-dispute:<id>`, the dispute closed, the staff audit entry. A replay with the same method
 * (and reference) answers the settled dispute, nothing moved; another way → 409.
 */
export async function settleCodDispute(db: Db, id: string, body: CodDisputeSettleRequest, staff: StaffRef): Promise<{ replayed: boolean; data: CodDisputeDto }> {
  const note = body.note?.trim() || null;
  const reference = body.method === 'remittance' ? body.reference.trim() : null;
  const receivedOn = body.method === 'remittance' ? body.received_on : null;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [dispute] = await tx.select().from(codDisputes).where(eq(codDisputes.id, id)).for('update');
    if (!dispute) throw new AppError(404, 'COD_DISPUTE_NOT_FOUND');
    const status = body.method === 'remittance' ? 'remitted' : 'written_off';
    if (dispute.status !== 'open') {
      if (dispute.status === status && dispute.settlementReference === reference && (body.method === 'write_off' || dispute.settledOn === receivedOn))
        return { replayed: true, data: (await disputeDtos(tx, [dispute]))[0]! };
      throw new AppError(409, 'COD_DISPUTE_ALREADY_SETTLED');
    }
    const [batch] = await tx.select({ reference: codRemittances.reference }).from(codRemittances).where(eq(codRemittances.id, dispute.remittanceId));
    const batchRef = batch?.reference ?? '';
    const key = codDisputeLedgerKey(dispute.id);
    const amount = dispute.amountVnd;
    const { entry, replayed } = await postEntry(
      tx,
      {
        idempotencyKey: key,
        kind: body.method === 'remittance' ? 'payment' : 'adjustment',
        purpose: body.method === 'remittance' ? 'cod_remittance' : 'cod_write_off',
        userId: null,
        description:
          body.method === 'remittance' ? codRemittanceText.notes.disputeRemittedLedger(dispute.carrierName, reference!) : codRemittanceText.notes.disputeWriteOffLedger(dispute.carrierName, batchRef),
        postings: [
          { account: { system: body.method === 'remittance' ? 'bank_clearing' : 'cod_losses' }, amountVnd: -amount },
          { account: { system: 'cod_disputed' }, amountVnd: amount },
        ],
        referenceType: 'cod_dispute',
        referenceId: dispute.id,
        createdBy: staff.id,
        metadata: { carrier_name: dispute.carrierName, remittance_reference: batchRef, method: body.method, reference, received_on: receivedOn, note },
      },
      { inTransaction: true },
    );
    // The dispute was open under its lock: its key cannot have been used.
    if (replayed) throw new AppError(409, 'COD_DISPUTE_ALREADY_SETTLED');
    const [row] = await tx
      .update(codDisputes)
      .set({ status, settlementEntryId: entry.id, settlementReference: reference, settledOn: receivedOn, settlementNote: note, settledBy: staff.id, settledAt: new Date() })
      .where(eq(codDisputes.id, dispute.id))
      .returning();
    const how = body.method === 'remittance' ? `${codRemittanceText.statusLabel.remitted} (${reference}, ${receivedOn})` : `${codRemittanceText.statusLabel.written_off}${note ? `: ${note}` : ''}`;
    await recordStaffAction(tx, {
      actorId: staff.id,
      action: body.method === 'remittance' ? 'cod.dispute_remitted' : 'cod.dispute_written_off',
      entityType: 'cod_dispute',
      entityId: dispute.id,
      customerId: null,
      before: { status: 'open', cod_disputed_vnd: amount, carrier_name: dispute.carrierName, remittance_reference: batchRef },
      after: { status, amount_vnd: amount, method: body.method, reference, received_on: receivedOn, ledger_key: key, ledger_entry_id: entry.id },
      note: codRemittanceText.notes.disputeAudit(dispute.carrierName, money(amount), how),
      requestId: staff.requestId ?? null,
      ip: staff.ip ?? null,
    });
    return { replayed: false, data: (await disputeDtos(tx, [row!]))[0]! };
  });
}
