import { count, eq, min, sql } from 'drizzle-orm';
import { bankTransfers, walletWithdrawals } from '../../db/schema/index.ts';
import { waitingCountOf, type DashboardCounter } from '../../platform/dashboard.ts';

/** The dashboard's money counts: bank transfers no wallet could be credited with, withdrawals to send. */
export const walletDashboardCounters: DashboardCounter[] = [
  {
    key: 'transfers_unmatched',
    permission: 'wallet.manage',
    link: '/admin/wallet',
    count: async (db) => {
      const [row] = await db
        .select({ count: count(), oldest: sql`min(coalesce(${bankTransfers.transactionAt}, ${bankTransfers.createdAt}))` })
        .from(bankTransfers)
        .where(eq(bankTransfers.status, 'unmatched'));
      return waitingCountOf(row);
    },
  },
  {
    key: 'withdrawals_waiting',
    permission: 'wallet.manage',
    link: '/admin/wallet?tab=withdrawals',
    count: async (db) => {
      const [row] = await db
        .select({ count: count(), oldest: min(walletWithdrawals.createdAt) })
        .from(walletWithdrawals)
        .where(eq(walletWithdrawals.status, 'requested'));
      return waitingCountOf(row);
    },
  },
];
