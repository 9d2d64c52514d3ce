import { complaintsText } from '@kaimono/i18n';
import type { ComplaintStatus, ComplaintTypeCode } from '../api/complaints-api';

// The contracts' lists sit beside zod (web code imports only their types); the i18n catalogue has
// one entry per code, in the contracts' order.
export const complaintStatusCodes = Object.keys(complaintsText.statuses) as ComplaintStatus[];
export const complaintTypeCodes = Object.keys(complaintsText.types) as ComplaintTypeCode[];
