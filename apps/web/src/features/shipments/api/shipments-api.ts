import type {
  AdminShipmentDto,
  AdminShipmentListResponse,
  AdminShipmentResponse,
  AdminShipmentSplitResponse,
  CodDisputeListResponse,
  CodDisputeSettleRequest,
  CodDisputeSettleResponse,
  CodOutstandingResponse,
  CodRemittanceListResponse,
  CodRemittanceRequest,
  CodRemittanceResponse,
  ShipmentCandidatesResponse,
  ShipmentDto,
  ShipmentListResponse,
  ShipmentPreview,
  ShipmentPreviewResponse,
  ShipmentResponse,
  ShipmentStatus,
} from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type { AdminShipmentDto, ShipmentDto, ShipmentPreview, ShipmentStatus, ShipmentCandidatesResponse };

export const shipmentsKeys = {
  all: ['shipments'] as const,
  list: () => ['shipments', 'list'] as const,
  candidates: () => ['shipments', 'candidates'] as const,
  detail: (code: string) => ['shipments', 'detail', code] as const,
  admin: ['admin', 'shipments'] as const,
  adminList: (status: string | null, search: string, page: number) => ['admin', 'shipments', 'list', status, search, page] as const,
  adminDetail: (id: string) => ['admin', 'shipments', 'detail', id] as const,
};

export interface ShipmentChoice {
  order_ids: string[];
  route_code: string;
  ship_mode: string;
}

export const getShipments = (signal?: AbortSignal) => http.get<ShipmentListResponse>('/shipments', { page: 1, size: 50 }, signal);
export const getCandidates = (signal?: AbortSignal) => http.get<ShipmentCandidatesResponse>('/shipments/candidates', undefined, signal);
export const getShipment = (code: string, signal?: AbortSignal) => http.get<ShipmentResponse>(`/shipments/${encodeURIComponent(code)}`, undefined, signal);
export const previewShipment = (choice: ShipmentChoice) => http.post<ShipmentPreviewResponse>('/shipments/preview', choice);
export const createShipment = (choice: ShipmentChoice & { note?: string }) => http.post<ShipmentResponse>('/shipments', choice);
export const confirmReceipt = (code: string) => http.post<ShipmentResponse>(`/shipments/${encodeURIComponent(code)}/confirm-receipt`);
/** The customer cancels a shipment still waiting to be packed (the server refuses later ones with its reason). */
export const cancelShipment = (code: string) => http.post<ShipmentResponse>(`/shipments/${encodeURIComponent(code)}/cancel`, {});
/** The shipment's bill is paid like every bill (POST /api/bill/user/payment-bulk). */
export const payShipmentBill = (billId: string) =>
  http.post<{ success: boolean; message: string; result: Array<{ success: boolean; message: string }> }>('/bill/user/payment-bulk', { bill_ids: [billId] });

// Staff.
export const getAdminShipments = (query: { status: string | null; search: string; page: number; size: number }, signal?: AbortSignal) =>
  http.get<AdminShipmentListResponse>('/admin/shipments', { status: query.status, search: query.search || undefined, page: query.page, size: query.size }, signal);
export const getAdminShipment = (id: string, signal?: AbortSignal) => http.get<AdminShipmentResponse>(`/admin/shipments/${encodeURIComponent(id)}`, undefined, signal);
const act = (id: string, action: string) => `/admin/shipments/${encodeURIComponent(id)}/${action}`;
export const packShipment = (id: string, boxes: Array<{ weight_g: number; length_cm: number; width_cm: number; height_cm: number }>) =>
  http.put<AdminShipmentResponse>(act(id, 'boxes'), { boxes });
export const billShipment = (id: string) => http.post<AdminShipmentResponse>(act(id, 'bill'), {});
export const shipShipment = (id: string, tracking_number: string) => http.post<AdminShipmentResponse>(act(id, 'ship'), { tracking_number });
export const arriveShipment = (id: string) => http.post<AdminShipmentResponse>(act(id, 'arrive'), {});
export const handOverShipment = (id: string, body: { carrier_name: string; tracking_code: string; cod: boolean }) => http.post<AdminShipmentResponse>(act(id, 'hand-over'), body);
export const cancelAdminShipment = (id: string, reason: string) => http.post<AdminShipmentResponse>(act(id, 'cancel'), { reason });
/** Staff move some orders of a shipment (requested or packed) into a new shipment. */
export const splitShipment = (id: string, orderIds: string[]) => http.post<AdminShipmentSplitResponse>(act(id, 'split'), { order_ids: orderIds });
/** The carrier reported it delivered and collected the COD: booked in the ledger once. */
export const recordCodCollected = (id: string, body: { amount_vnd: number; note?: string }) => http.post<AdminShipmentResponse>(act(id, 'cod-collected'), body);

// COD remittances (đối soát COD, accounting).
export type { CodDisputeDto, CodDisputeSettleRequest, CodOutstandingCarrier, CodRemittanceDto, CodRemittanceRequest } from '@kaimono/contracts';
export const codKeys = {
  all: ['admin', 'cod'] as const,
  outstanding: () => ['admin', 'cod', 'outstanding'] as const,
  remittances: (page: number) => ['admin', 'cod', 'remittances', page] as const,
  disputes: () => ['admin', 'cod', 'disputes'] as const,
};
export const getCodOutstanding = (signal?: AbortSignal) => http.get<CodOutstandingResponse>('/admin/cod/outstanding', undefined, signal);
export const getCodRemittances = (page: number, size: number, signal?: AbortSignal) => http.get<CodRemittanceListResponse>('/admin/cod-remittances', { page, size }, signal);
export const recordCodRemittance = (body: CodRemittanceRequest) => http.post<CodRemittanceResponse>('/admin/cod-remittances', body);
export const getCodDisputes = (signal?: AbortSignal) => http.get<CodDisputeListResponse>('/admin/cod-disputes', { status: 'open', size: 100 }, signal);
export const settleCodDispute = (id: string, body: CodDisputeSettleRequest) => http.post<CodDisputeSettleResponse>(`/admin/cod-disputes/${encodeURIComponent(id)}/settle`, body);
