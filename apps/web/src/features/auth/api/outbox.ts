import type { OutboxResponse } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** GET /api/sandbox/sms-outbox (admins, sandbox mode): what the outbox providers "sent". */
export function getOutbox(query: { recipient?: string; size?: number }, signal?: AbortSignal): Promise<OutboxResponse> {
  return http.get<OutboxResponse>('/sandbox/sms-outbox', query, signal);
}
