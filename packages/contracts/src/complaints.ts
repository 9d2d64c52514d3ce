import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { pageQuery, pageSizes, pagination } from './common.ts';

export const complaintTypeCodes = ['wrong_item', 'damaged', 'missing', 'late_delivery', 'wrong_charge', 'seller_cancel', 'other'] as const;
export const complaintTypeCode = z.enum(complaintTypeCodes, { error: errorMessages.COMPLAINT_TYPE_INVALID });
export type ComplaintTypeCode = z.infer<typeof complaintTypeCode>;

export const complaintStatuses = ['open', 'in_progress', 'resolved', 'rejected', 'withdrawn'] as const;
export const complaintStatus = z.enum(complaintStatuses);
export type ComplaintStatus = z.infer<typeof complaintStatus>;

export const COMPLAINT_MAX_PHOTOS = 6;
export const COMPLAINT_TEXT_MAX = 5000;

export const complaintTypeDto = z.object({
  code: complaintTypeCode,
  name: z.string(),
  description: z.string(),
  /** Staff answer within this many hours of filing. */
  response_hours: z.number().int(),
});
export type ComplaintTypeDto = z.infer<typeof complaintTypeDto>;

export const complaintPhotoDto = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const complaintDto = z.object({
  _id: z.string(),
  id: z.string(),
  code: z.string(),
  type: complaintTypeCode,
  type_name: z.string(),
  status: complaintStatus,
  status_name: z.string(),
  content: z.string(),
  photos: z.array(complaintPhotoDto),
  order_code: z.string().nullable(),
  bill_code: z.string().nullable(),
  /** The answer is due by then (created_at + the type's response hours). */
  deadline_at: z.string(),
  /** Not answered and past the deadline. */
  overdue: z.boolean(),
  answered_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the customer may still do. */
  can_edit: z.boolean(),
  can_withdraw: z.boolean(),
  can_discuss: z.boolean(),
});
export type ComplaintDto = z.infer<typeof complaintDto>;

export const complaintMessageDto = z.object({
  id: z.string(),
  author: z.enum(['customer', 'staff']),
  author_name: z.string(),
  message: z.string(),
  photos: z.array(complaintPhotoDto),
  created_at: z.string(),
});
export type ComplaintMessageDto = z.infer<typeof complaintMessageDto>;

export const complaintEventDto = z.object({
  from: complaintStatus.nullable(),
  to: complaintStatus,
  actor: z.enum(['customer', 'staff', 'system']),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type ComplaintEventDto = z.infer<typeof complaintEventDto>;

/** Photos: upload ids, or the `/api/files/{id}` URLs the upload answered with; at most 6. */
const photoRefs = z
  .array(z.string().trim().min(1).max(500), { error: errorMessages.COMPLAINT_PHOTO_INVALID })
  .max(COMPLAINT_MAX_PHOTOS, { error: errorMessages.COMPLAINT_PHOTOS_TOO_MANY });

const complaintText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(COMPLAINT_TEXT_MAX, { error: message });

/** Order and bill codes are text until the buying issue links them: letters, digits and dashes. */
const referenceCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.union([z.literal(''), z.string().regex(/^[A-Z0-9][A-Z0-9-]{3,31}$/, { error: message })]))
    .transform((value) => value || undefined);

export const complaintListQuery = pageQuery(pageSizes.complaints).extend({ status: complaintStatus.optional() });

export const complaintListResponse = z.object({
  success: z.literal(true),
  results: z.array(complaintDto),
  pagination,
  complaint_types: z.array(complaintTypeDto),
});

export const complaintTypesResponse = z.object({ success: z.literal(true), results: z.array(complaintTypeDto) });

export const complaintCreateRequest = z.object({
  type: complaintTypeCode,
  content: complaintText(errorMessages.COMPLAINT_CONTENT_REQUIRED),
  photos: photoRefs.default([]),
  order_code: referenceCode(errorMessages.COMPLAINT_ORDER_CODE_INVALID).optional(),
  bill_code: referenceCode(errorMessages.COMPLAINT_BILL_CODE_INVALID).optional(),
});
export type ComplaintCreateRequest = z.input<typeof complaintCreateRequest>;

export const complaintUpdateRequest = z.object({
  id: z.uuid({ error: errorMessages.COMPLAINT_NOT_FOUND }),
  content: complaintText(errorMessages.COMPLAINT_CONTENT_REQUIRED).optional(),
  photos: photoRefs.optional(),
});

export const complaintIdRequest = z.object({ id: z.uuid({ error: errorMessages.COMPLAINT_NOT_FOUND }) });

export const complaintResponse = z.object({ success: z.literal(true), message: z.string(), data: complaintDto });

export const complaintDiscussionQuery = z.object({ complaint_id: z.uuid({ error: errorMessages.COMPLAINT_NOT_FOUND }) });

export const complaintDiscussionResponse = z.object({
  success: z.literal(true),
  data: complaintDto,
  discussions: z.array(complaintMessageDto),
  events: z.array(complaintEventDto),
});
export type ComplaintDiscussionResponse = z.infer<typeof complaintDiscussionResponse>;

export const complaintDiscussionRequest = z.object({
  complaint_id: z.uuid({ error: errorMessages.COMPLAINT_NOT_FOUND }),
  message: complaintText(errorMessages.COMPLAINT_MESSAGE_REQUIRED),
  photos: photoRefs.default([]),
});

export const complaintDiscussionPostResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: complaintMessageDto,
  complaint: complaintDto,
});

// Admin (staff) side.
export const adminComplaintListQuery = pageQuery(pageSizes.complaints).extend({
  status: complaintStatus.optional(),
  type: complaintTypeCode.optional(),
  overdue: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});

export const adminComplaintDto = complaintDto.extend({
  customer: z.object({ id: z.string(), full_name: z.string(), customer_no: z.string(), phone: z.string() }),
  /** The states staff may move it to now (the transition table). */
  next_statuses: z.array(complaintStatus),
});
export type AdminComplaintDto = z.infer<typeof adminComplaintDto>;

export const adminComplaintListResponse = z.object({ success: z.literal(true), results: z.array(adminComplaintDto), pagination });
export type AdminComplaintListResponse = z.infer<typeof adminComplaintListResponse>;

export const adminComplaintParams = z.object({ id: z.uuid({ error: errorMessages.COMPLAINT_NOT_FOUND }) });

export const adminComplaintReplyRequest = z.object({
  message: complaintText(errorMessages.COMPLAINT_MESSAGE_REQUIRED),
  photos: photoRefs.default([]),
  /** Optionally decide at the same time (e.g. resolve with this answer). */
  status: z.enum(['in_progress', 'resolved', 'rejected']).optional(),
});
export type AdminComplaintReplyRequest = z.input<typeof adminComplaintReplyRequest>;

export const adminComplaintStatusRequest = z.object({
  status: complaintStatus,
  note: z.string().trim().max(1000).optional(),
});

export const adminComplaintDetailResponse = z.object({
  success: z.literal(true),
  data: adminComplaintDto,
  discussions: z.array(complaintMessageDto),
  events: z.array(complaintEventDto),
});
export type AdminComplaintDetailResponse = z.infer<typeof adminComplaintDetailResponse>;
