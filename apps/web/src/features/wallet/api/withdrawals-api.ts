import type { WithdrawalCreateRequest, WithdrawalDto } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type { WithdrawalDto };

/** GET /api/refund-request: the customer's withdrawal requests (spec: a data list). */
export async function getWithdrawals(signal?: AbortSignal): Promise<WithdrawalDto[]> {
  return (await http.get<{ data: WithdrawalDto[] }>('/refund-request', undefined, signal)).data;
}

/** POST /api/transfer/refund: holds the amount until staff send it to the card. */
export const requestWithdrawal = (input: WithdrawalCreateRequest) => http.post<{ message: string; data: WithdrawalDto }>('/transfer/refund', input);

/** DELETE /api/refund-request?id=: cancels a request still waiting; the hold goes back to the wallet. */
export const cancelWithdrawal = (id: string) => http.delete<{ message: string; data: WithdrawalDto }>('/refund-request', { id });
