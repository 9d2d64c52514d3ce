import { z } from 'zod';

/** Integer dong, never a float (DESIGN.md §4). */
export const vndAmount = z.number().int().safe();

/** GET /api/wallet: balance = available + held. */
export const walletBalances = z.object({
  balance_vnd: vndAmount,
  held_vnd: vndAmount,
  available_vnd: vndAmount,
});
export type WalletBalances = z.infer<typeof walletBalances>;

export const walletResponse = z.object({ success: z.literal(true), data: walletBalances });
