import type { PushDevicesResponse, PushSubscribeResponse, VapidPublicKeyResponse } from '@kaimono/contracts';
import { apiRequest, http } from '@/shared/api/http';

/** GET /api/push/vapid-public-key: the applicationServerKey of pushManager.subscribe. */
export async function getVapidPublicKey(signal?: AbortSignal): Promise<string> {
  return (await http.get<VapidPublicKeyResponse>('/push/vapid-public-key', undefined, signal)).public_key;
}

/** POST /api/push/subscriptions with PushSubscription.toJSON(). */
export const saveSubscription = (subscription: PushSubscriptionJSON) => http.post<PushSubscribeResponse>('/push/subscriptions', subscription);

/** DELETE /api/push/subscriptions: this browser's endpoint. */
export const deleteSubscription = (endpoint: string) =>
  apiRequest<{ success: true; message: string; removed: number }>('/push/subscriptions', { method: 'DELETE', body: { endpoint } });

/** GET /api/push/subscriptions: the customer's devices; `endpoint` marks this browser's. */
export async function getDevices(endpoint: string | null, signal?: AbortSignal): Promise<PushDevicesResponse['results']> {
  return (await http.get<PushDevicesResponse>('/push/subscriptions', endpoint ? { endpoint } : undefined, signal)).results;
}

export const pushKeys = {
  all: ['push'] as const,
  devices: (endpoint: string | null) => ['push', 'devices', endpoint] as const,
};
