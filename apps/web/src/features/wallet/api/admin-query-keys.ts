import type { BankTransferStatus, WithdrawalStatus } from '@kaimono/contracts';

/** Staff wallet data, under the user-scoped 'wallet' root (dropped on logout like the rest). */
export const adminWalletKeys = {
  all: ['wallet', 'admin'] as const,
  transfersAll: ['wallet', 'admin', 'transfers'] as const,
  transfers: (status: BankTransferStatus | null, page: number) => ['wallet', 'admin', 'transfers', status, page] as const,
  withdrawalsAll: ['wallet', 'admin', 'withdrawals'] as const,
  withdrawals: (status: WithdrawalStatus | null, page: number) => ['wallet', 'admin', 'withdrawals', status, page] as const,
  customersAll: ['wallet', 'admin', 'customer'] as const,
  customer: (customerNo: string) => ['wallet', 'admin', 'customer', customerNo] as const,
  rate: ['wallet', 'admin', 'rate'] as const,
  report: ['wallet', 'admin', 'report'] as const,
};
