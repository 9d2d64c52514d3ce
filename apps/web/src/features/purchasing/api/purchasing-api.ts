import type {
  OrderPackageResponse,
  PhotoRequestItem,
  PurchaseQueueItem,
  PurchaseQueueResponse,
  PurchaseResponse,
  ReceivePackageBody,
  RecordPurchaseBody,
  ToReceiveItem,
  ToReceiveResponse,
  WarehousePackageDto,
  WarehousePackageResponse,
} from '@kaimono/contracts';
import { http } from '@/shared/api/http';
import { uploadFile, uploadPath } from '@/shared/api/upload';

export type { OrderPackageResponse, PhotoRequestItem, PurchaseQueueItem, PurchaseResponse, ReceivePackageBody, RecordPurchaseBody, ToReceiveItem, WarehousePackageDto };

/** The filters of both work lists (the URL's parameters; the server validates them). */
export interface WorkQueueFilters {
  site?: string;
  q?: string;
  from?: string;
  to?: string;
}

export const purchasingKeys = {
  all: ['purchasing'] as const,
  queue: ['purchasing', 'queue'] as const,
  queueOf: (filters: WorkQueueFilters) => ['purchasing', 'queue', filters] as const,
  toReceive: ['purchasing', 'to-receive'] as const,
  toReceiveOf: (filters: WorkQueueFilters) => ['purchasing', 'to-receive', filters] as const,
  photoRequests: ['purchasing', 'photo-requests'] as const,
  orderPackage: (code: string) => ['purchasing', 'order-package', code] as const,
};

/** GET /api/admin/purchasing/queue: paid orders to buy and won auctions to settle, oldest first. */
export const getPurchaseQueue = (filters: WorkQueueFilters = {}, signal?: AbortSignal) => http.get<PurchaseQueueResponse>('/admin/purchasing/queue', { ...filters }, signal);
/** POST /api/admin/purchasing/orders/{id}/purchase. */
export const recordPurchase = (orderId: string, body: RecordPurchaseBody) => http.post<PurchaseResponse>(`/admin/purchasing/orders/${encodeURIComponent(orderId)}/purchase`, body);
/** POST /api/admin/purchasing/orders/{id}/seller-cancel. */
export const sellerCancel = (orderId: string, reason: string) =>
  http.post<{ success: true; message: string; refunded_vnd: number }>(`/admin/purchasing/orders/${encodeURIComponent(orderId)}/seller-cancel`, { reason });

/** GET /api/admin/warehouse-jp/queue: bought, waiting at the Japan warehouse. */
export const getToReceive = (filters: WorkQueueFilters = {}, signal?: AbortSignal) => http.get<ToReceiveResponse>('/admin/warehouse-jp/queue', { ...filters }, signal);
/** GET /api/admin/warehouse-jp/lookup?q=: the order a scanned code names (or why it cannot be received). */
export const lookupPackage = async (q: string) => (await http.get<{ success: true; data: ToReceiveItem }>('/admin/warehouse-jp/lookup', { q })).data;
/** POST /api/admin/warehouse-jp/receive. */
export const receivePackage = (body: ReceivePackageBody) => http.post<WarehousePackageResponse>('/admin/warehouse-jp/receive', body);
/** GET /api/admin/warehouse-jp/photo-requests. */
export const getPhotoRequests = async (signal?: AbortSignal) => (await http.get<{ success: true; results: PhotoRequestItem[] }>('/admin/warehouse-jp/photo-requests', undefined, signal)).results;
/** POST /api/admin/warehouse-jp/packages/{id}/photos. */
export const addPackagePhotos = (packageId: string, photos: string[]) => http.post<WarehousePackageResponse>(`/admin/warehouse-jp/packages/${encodeURIComponent(packageId)}/photos`, { photos });
/** A staff photo through the uploads module (private; shared with the customer when the package is saved). */
export const uploadPackagePhoto = async (file: File) => (await uploadFile(uploadPath('document'), file)).url;

/** GET /api/order/{code}/package: the customer's package at the Japan warehouse. */
export const getOrderPackage = (code: string, signal?: AbortSignal) => http.get<OrderPackageResponse>(`/order/${encodeURIComponent(code)}/package`, undefined, signal);
/** POST /api/order/{code}/photo-requests. */
export const requestMorePhotos = (code: string, note: string) => http.post<{ success: true; message: string; data: PhotoRequestItem }>(`/order/${encodeURIComponent(code)}/photo-requests`, note ? { note } : {});
