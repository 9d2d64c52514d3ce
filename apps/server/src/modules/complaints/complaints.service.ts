import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import type {
  ComplaintDto,
  ComplaintEventDto,
  ComplaintMessageDto,
  ComplaintStatus,
  ComplaintTypeCode,
  ComplaintTypeDto,
} from '@kaimono/contracts';
import { COMPLAINT_MAX_PHOTOS, complaintTypeCodes } from '@kaimono/contracts';
import { complaintsText, errorMessages } from '@kaimono/i18n';
import type { AuthUser } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { notify, type NotifyContext } from '../notifications/index.ts';
import { ownedOrder } from '../orders/index.ts';
import { ownedBillByCode } from '../bills/index.ts';
import { fileUrl, findFiles, grantFileAccess, parseFileRef, type FileRow } from '../uploads/index.ts';
import { canTransition, customerAbilities, deadlineFor, isClosed, isOverdue, nextStatuses, responseHours, type ComplaintActor } from './complaints.transitions.ts';
import * as repo from './complaints.repository.ts';

export function complaintTypes(): ComplaintTypeDto[] {
  return complaintTypeCodes.map((code) => ({
    code,
    name: complaintsText.types[code].name,
    description: complaintsText.types[code].description,
    response_hours: responseHours[code],
  }));
}

export const complaintLink = (id: string) => `/account/complaints/${id}`;

type PhotoMap = Map<string, FileRow>;

async function photoMap(db: Db, rows: { photos: string[] }[]): Promise<PhotoMap> {
  const ids = [...new Set(rows.flatMap((r) => r.photos))];
  return new Map((await findFiles(db, ids)).map((f) => [f.id, f]));
}

function photoDtos(ids: string[], files: PhotoMap) {
  return ids.flatMap((id) => {
    const file = files.get(id);
    return file ? [{ id, url: fileUrl(id), width: file.width, height: file.height }] : [];
  });
}

export function toDto(row: repo.ComplaintRow, files: PhotoMap, now = new Date()): ComplaintDto {
  const status = row.status;
  const type = row.type as ComplaintTypeCode;
  return {
    _id: row.id,
    id: row.id,
    code: row.code,
    type,
    type_name: complaintsText.types[type]?.name ?? type,
    status,
    status_name: complaintsText.statuses[status],
    content: row.content,
    photos: photoDtos(row.photos, files),
    order_code: row.orderCode,
    bill_code: row.billCode,
    deadline_at: row.respondBy.toISOString(),
    overdue: isOverdue(row, now),
    answered_at: row.answeredAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...customerAbilities(row),
  };
}

async function toDtos(db: Db, rows: repo.ComplaintRow[]): Promise<ComplaintDto[]> {
  const files = await photoMap(db, rows);
  const now = new Date();
  return rows.map((row) => toDto(row, files, now));
}

export async function complaintDto(db: Db, row: repo.ComplaintRow): Promise<ComplaintDto> {
  return (await toDtos(db, [row]))[0]!;
}

/**
 * Photos are uploads of the person attaching them: ids or `/api/files/{id}` URLs, images only,
 * at most 6. Anything else → 400 and nothing is saved.
 */
async function resolvePhotos(db: Db, ownerId: string, refs: string[]): Promise<string[]> {
  const ids = refs.map(parseFileRef);
  if (ids.some((id) => id === null)) throw new AppError(400, 'COMPLAINT_PHOTO_INVALID');
  const unique = [...new Set(ids as string[])];
  if (unique.length > COMPLAINT_MAX_PHOTOS) throw new AppError(400, 'COMPLAINT_PHOTOS_TOO_MANY');
  const files = await findFiles(db, unique);
  if (files.length !== unique.length || files.some((f) => f.ownerId !== ownerId || f.kind !== 'image')) {
    throw new AppError(400, 'COMPLAINT_PHOTO_INVALID');
  }
  return unique;
}

export async function list(db: Db, userId: string, query: { page: number; size: number; status?: ComplaintStatus | undefined }) {
  const { rows, total } = await repo.listForUser(db, userId, query.status, query.page, query.size);
  return { results: await toDtos(db, rows), pagination: { page: query.page, size: query.size, total } };
}

export interface CreateInput {
  type: ComplaintTypeCode;
  content: string;
  photos: string[];
  order_code?: string | undefined;
  bill_code?: string | undefined;
}

/**
 * The order and bill a complaint names must exist and be the complainant's own (staff read the
 * complaint beside that order); a bill named with an order must bill that order. Stored as their
 * codes are written on the order and the bill.
 */
async function ownReferences(db: Db, userId: string, input: Pick<CreateInput, 'order_code' | 'bill_code'>) {
  const refusal = (code: 'COMPLAINT_ORDER_NOT_FOUND' | 'COMPLAINT_BILL_NOT_FOUND' | 'COMPLAINT_BILL_NOT_OF_ORDER', field: string) =>
    new AppError(400, code, errorMessages[code], { [field]: errorMessages[code] });
  let orderCode: string | null = null;
  if (input.order_code) {
    const order = await ownedOrder(db, userId, input.order_code);
    // An id is not a code: only the code the customer sees on the order is accepted.
    if (!order || order.code !== input.order_code.trim().toUpperCase()) throw refusal('COMPLAINT_ORDER_NOT_FOUND', 'order_code');
    orderCode = order.code;
  }
  let billCode: string | null = null;
  if (input.bill_code) {
    const bill = await ownedBillByCode(db, userId, input.bill_code);
    if (!bill) throw refusal('COMPLAINT_BILL_NOT_FOUND', 'bill_code');
    if (orderCode && !bill.orderCodes.includes(orderCode)) throw refusal('COMPLAINT_BILL_NOT_OF_ORDER', 'bill_code');
    billCode = bill.code;
  }
  return { orderCode, billCode };
}

export async function create(db: Db, userId: string, input: CreateInput): Promise<ComplaintDto> {
  const { orderCode, billCode } = await ownReferences(db, userId, input);
  const photos = await resolvePhotos(db, userId, input.photos);
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    const created = await repo.insertComplaint(tx, {
      userId,
      type: input.type,
      status: 'open',
      content: input.content,
      photos,
      orderCode,
      billCode,
      respondBy: deadlineFor(input.type, now),
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertEvent(tx, { complaintId: created.id, fromStatus: null, toStatus: 'open', actorId: userId, actorRole: 'customer', note: null });
    return created;
  });
  return complaintDto(db, row);
}

async function ownComplaint(db: Db, userId: string, id: string) {
  const row = await repo.findOwnComplaint(db, userId, id);
  if (!row) throw new AppError(404, 'COMPLAINT_NOT_FOUND');
  return row;
}

/** The customer edits content or photos while the complaint is open and unanswered. */
export async function update(db: Db, userId: string, input: { id: string; content?: string | undefined; photos?: string[] | undefined }) {
  const row = await ownComplaint(db, userId, input.id);
  if (!customerAbilities(row).can_edit) throw new AppError(409, 'COMPLAINT_NOT_EDITABLE');
  const photos = input.photos ? await resolvePhotos(db, userId, input.photos) : undefined;
  const updated = await repo.updateComplaint(db, row.id, {
    ...(input.content !== undefined ? { content: input.content } : {}),
    ...(photos ? { photos } : {}),
  });
  return complaintDto(db, updated ?? row);
}

/** The customer withdraws a complaint nobody has answered yet. */
export async function withdraw(db: Db, userId: string, id: string) {
  const row = await ownComplaint(db, userId, id);
  if (!customerAbilities(row).can_withdraw) {
    throw new AppError(409, isClosed(row.status) ? 'COMPLAINT_TRANSITION_INVALID' : 'COMPLAINT_CANNOT_WITHDRAW');
  }
  const moved = await db.transaction((tx) => repo.transition(tx, row.id, row.status, 'withdrawn', { id: userId, role: 'customer' }, null));
  if (!moved) throw new AppError(409, 'COMPLAINT_CANNOT_WITHDRAW');
  return complaintDto(db, moved);
}

function messageDto(row: repo.MessageRow, files: PhotoMap, viewer: ComplaintActor): ComplaintMessageDto {
  return {
    id: row.id,
    author: row.authorRole,
    // Customers see the team, staff see who wrote it.
    author_name: row.authorRole === 'staff' && viewer === 'customer' ? complaintsText.staffName : row.authorName,
    message: row.message,
    photos: photoDtos(row.photos, files),
    created_at: row.createdAt.toISOString(),
  };
}

function eventDto(row: repo.EventRow): ComplaintEventDto {
  return {
    from: (row.fromStatus as ComplaintStatus | null) ?? null,
    to: row.toStatus as ComplaintStatus,
    actor: row.actorRole,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

async function thread(db: Db, row: repo.ComplaintRow, viewer: ComplaintActor) {
  const [messages, events] = await Promise.all([repo.listMessages(db, row.id), repo.listEvents(db, row.id)]);
  const files = await photoMap(db, [row, ...messages]);
  return {
    data: toDto(row, files),
    discussions: messages.map((m) => messageDto(m, files, viewer)),
    events: events.map(eventDto),
  };
}

export async function discussion(db: Db, userId: string, complaintId: string) {
  return thread(db, await ownComplaint(db, userId, complaintId), 'customer');
}

export async function postMessage(db: Db, userId: string, input: { complaint_id: string; message: string; photos: string[] }) {
  const row = await ownComplaint(db, userId, input.complaint_id);
  if (isClosed(row.status)) throw new AppError(409, 'COMPLAINT_CLOSED');
  const photos = await resolvePhotos(db, userId, input.photos);
  const message = await repo.insertMessage(db, { complaintId: row.id, authorId: userId, authorRole: 'customer', message: input.message, photos });
  const full = (await repo.listMessages(db, row.id)).find((m) => m.id === message.id)!;
  const files = await photoMap(db, [row, full]);
  const fresh = (await repo.findComplaint(db, row.id)) ?? row;
  return { data: messageDto(full, files, 'customer'), complaint: toDto(fresh, files) };
}

// ------------------------------------------------------------------------------------------------
// Staff (admin API).
// ------------------------------------------------------------------------------------------------

async function anyComplaint(db: Db, id: string) {
  const row = await repo.findComplaint(db, id);
  if (!row) throw new AppError(404, 'COMPLAINT_NOT_FOUND');
  return row;
}

function customerDto(customer: { id: string; fullName: string; customerNo: string; phone: string | null }) {
  return { id: customer.id, full_name: customer.fullName, customer_no: customer.customerNo, phone: customer.phone ?? '' };
}

export async function adminList(
  db: Db,
  query: { page: number; size: number; status?: ComplaintStatus | undefined; type?: ComplaintTypeCode | undefined; overdue?: boolean | undefined },
) {
  const { rows, total } = await repo.listAll(db, query, query.page, query.size);
  const files = await photoMap(db, rows.map((r) => r.complaint));
  const now = new Date();
  return {
    results: rows.map((r) => ({ ...toDto(r.complaint, files, now), customer: customerDto(r.customer), next_statuses: nextStatuses(r.complaint.status, 'staff') })),
    pagination: { page: query.page, size: query.size, total },
  };
}

export async function adminDetail(db: Db, id: string) {
  const row = await anyComplaint(db, id);
  const [view, customer] = await Promise.all([thread(db, row, 'staff'), repo.findCustomer(db, row.userId)]);
  return { ...view, data: { ...view.data, customer: customerDto(customer!), next_statuses: nextStatuses(row.status, 'staff') } };
}

function statusNotice(row: repo.ComplaintRow, note: string | null) {
  const status = complaintsText.statuses[row.status];
  return {
    userId: row.userId,
    category: 'complaint' as const,
    title: complaintsText.notices.statusTitle(row.code, status),
    body: complaintsText.notices.statusBody(status, note),
    link: complaintLink(row.id),
    data: { complaint_id: row.id, status: row.status },
  };
}

/**
 * A staff answer. The first answer takes an open complaint into in_progress; `status` may decide
 * it at the same time. The customer is notified.
 */
export async function adminReply(
  db: Db,
  staff: AuthUser,
  id: string,
  input: { message: string; photos: string[]; status?: 'in_progress' | 'resolved' | 'rejected' | undefined },
  notifyContext: NotifyContext,
  audit?: StaffActor,
) {
  const row = await anyComplaint(db, id);
  if (isClosed(row.status)) throw new AppError(409, 'COMPLAINT_CLOSED');
  const photos = await resolvePhotos(db, staff.id, input.photos);
  const actor = { id: staff.id, role: 'staff' as const };
  const result = await db.transaction(async (tx) => {
    await repo.insertMessage(tx, { complaintId: row.id, authorId: staff.id, authorRole: 'staff', message: input.message, photos });
    await repo.markAnswered(tx, row.id);
    let current = (await repo.findComplaint(tx, row.id))!;
    if (current.status === 'open') {
      current = (await repo.transition(tx, row.id, 'open', 'in_progress', actor, null)) ?? current;
    }
    if (input.status && input.status !== current.status) {
      if (!canTransition(current.status, input.status, 'staff')) throw new AppError(409, 'COMPLAINT_TRANSITION_INVALID');
      const moved = await repo.transition(tx, row.id, current.status, input.status, actor, null);
      if (!moved) throw new AppError(409, 'COMPLAINT_TRANSITION_INVALID');
      current = moved;
    }
    await recordStaffAction(tx, {
      ...audit,
      actorId: staff.id,
      action: 'complaint.reply',
      entityType: 'complaint',
      entityId: row.code,
      customerId: row.userId,
      before: { status: row.status },
      after: { status: current.status, photos: photos.length },
      note: input.message.length > 500 ? `${input.message.slice(0, 497)}...` : input.message,
    });
    return current;
  });
  // The customer may open the staff's photos from the discussion.
  await grantFileAccess(db, photos, row.userId);
  await notify(
    db,
    {
      userId: row.userId,
      category: 'complaint',
      title: complaintsText.notices.repliedTitle(row.code),
      body: input.message.length > 300 ? `${input.message.slice(0, 297)}...` : input.message,
      link: complaintLink(row.id),
      data: { complaint_id: row.id, status: result.status },
    },
    notifyContext,
  );
  return adminDetail(db, result.id);
}

export async function adminSetStatus(
  db: Db,
  staff: AuthUser,
  id: string,
  input: { status: ComplaintStatus; note?: string | undefined },
  notifyContext: NotifyContext,
  audit?: StaffActor,
) {
  const row = await anyComplaint(db, id);
  if (!canTransition(row.status, input.status, 'staff')) throw new AppError(409, 'COMPLAINT_TRANSITION_INVALID');
  const note = input.note?.trim() || null;
  const moved = await db.transaction(async (tx) => {
    const done = await repo.transition(tx, row.id, row.status, input.status, { id: staff.id, role: 'staff' }, note);
    if (done) {
      await recordStaffAction(tx, {
        ...audit,
        actorId: staff.id,
        action: 'complaint.status',
        entityType: 'complaint',
        entityId: row.code,
        customerId: row.userId,
        before: { status: row.status },
        after: { status: input.status },
        note,
      });
    }
    return done;
  });
  if (!moved) throw new AppError(409, 'COMPLAINT_TRANSITION_INVALID');
  await notify(db, statusNotice(moved, note), notifyContext);
  return adminDetail(db, moved.id);
}
