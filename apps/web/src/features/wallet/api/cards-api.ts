import type { BankDto, CardCreateRequest, CardDto, CardFormat } from '@kaimono/contracts';
import { http } from '@/shared/api/http';
import type { Paged } from './history-api';

export type { BankDto, CardDto, CardFormat };
export type CardInput = CardCreateRequest;

/** GET /api/card/user: the customer's saved cards (at most 10, so one page holds them all). */
export async function getCards(signal?: AbortSignal): Promise<CardDto[]> {
  return (await http.get<Paged<CardDto>>('/card/user', { page: 1, size: 20 }, signal)).results;
}

type Saved = { message: string; data: CardDto };
export const createCard = (input: CardInput) => http.post<Saved>('/card', input);
export const updateCard = (id: string, input: CardInput) => http.put<Saved>(`/card/${encodeURIComponent(id)}`, input);
export const setPrimaryCard = (id: string) => http.post<Saved>('/card/primary', { id });
export const deleteCard = (id: string) => http.delete<{ message: string; data: { id: string; primary_id: string | null } }>(`/card/${encodeURIComponent(id)}`);

/** GET /api/bank/all?keyword=&page=: the bank list with BINs, 20 a page (spec §9). */
export function getBanks(keyword: string, page: number, signal?: AbortSignal): Promise<Paged<BankDto>> {
  return http.get<Paged<BankDto>>('/bank/all', { keyword: keyword.trim() || undefined, page }, signal);
}
