import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { CodOutstandingCarrier, CodRemittanceDto } from '@kaimono/contracts';
import { codRemittanceText, errorMessages } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import type { Db } from '../../platform/db.ts';
import { violatesConstraint } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { codRemittances, shipments, users } from '../../db/schema/index.ts';
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
}

type RemittanceRow = typeof codRemittances.$inferSelect;

async function toDtos(db: Db, rows: RemittanceRow[]): Promise<CodRemittanceDto[]> {
  const ids = rows.map((r) => r.id);
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
      if (expected !== body.amount_vnd) throw new AppError(409, 'COD_REMITTANCE_AMOUNT_MISMATCH', `${errorMessages.COD_REMITTANCE_AMOUNT_MISMATCH} (${money(expected)})`);
      const codes = locked.map((s) => s.code);
      const { entry, replayed } = await postEntry(
        tx,
        {
          idempotencyKey: key,
          kind: 'payment',
          purpose: 'cod_remittance',
          userId: null,
          description: codRemittanceText.notes.ledger(carrier, reference, locked.length),
          postings: [
            { account: { system: 'bank_clearing' }, amountVnd: -expected },
            { account: { system: 'cod_receivable' }, amountVnd: expected },
          ],
          referenceType: 'cod_remittance',
          referenceId: null,
          createdBy: staff.id,
          metadata: { carrier_name: carrier, reference, received_on: body.received_on, shipment_codes: codes, note },
        },
        { inTransaction: true },
      );
      // No remittance row under this (carrier, reference): the key cannot have been used.
      if (replayed) throw new AppError(409, 'COD_REMITTANCE_REFERENCE_TAKEN');
      const [row] = await tx
        .insert(codRemittances)
        .values({ carrierName: carrier, reference, receivedOn: body.received_on, amountVnd: expected, note, entryId: entry.id, createdBy: staff.id })
        .returning();
      await tx.update(shipments).set({ codRemittanceId: row!.id, updatedAt: new Date() }).where(inArray(shipments.id, ids));
      await recordStaffAction(tx, {
        actorId: staff.id,
        action: 'cod.remitted',
        entityType: 'cod_remittance',
        entityId: row!.id,
        customerId: null,
        before: { cod_receivable_vnd: expected, shipments: codes },
        after: { carrier_name: carrier, reference, received_on: body.received_on, amount_vnd: expected, shipments: codes, ledger_key: key, ledger_entry_id: entry.id },
        note: codRemittanceText.notes.audit(carrier, reference, money(expected), codes),
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
