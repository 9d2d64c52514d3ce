import type { HistoryFilters } from './history-api';

/** Under the user-scoped 'wallet' root (dropped on logout). */
export const walletKeys = {
  all: ['wallet'] as const,
  balances: ['wallet', 'balances'] as const,
  historyAll: ['wallet', 'history'] as const,
  history: (filters: HistoryFilters, page: number) => ['wallet', 'history', filters, page] as const,
  transfersAll: ['wallet', 'transfers'] as const,
  transfers: (page: number) => ['wallet', 'transfers', page] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
  topupAll: ['wallet', 'topup'] as const,
  topup: (amountVnd: number | null) => ['wallet', 'topup', amountVnd] as const,
  cards: ['wallet', 'cards'] as const,
  banks: (keyword: string) => ['wallet', 'banks', keyword] as const,
};
