/** Under the user-scoped 'vip' root (dropped on logout). */
export const vipKeys = {
  all: ['vip'] as const,
  levels: ['vip', 'levels'] as const,
  /** The wallet balance as the activation dialog reads it (the route refreshes the wallet's own cache). */
  balance: ['vip', 'balance'] as const,
  historyAll: ['vip', 'history'] as const,
  history: (page: number) => ['vip', 'history', page] as const,
};
