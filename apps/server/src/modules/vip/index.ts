/**
 * VIP levels and subscriptions. Other modules read a customer's level and its perks here:
 *
 *   const perks = await vipPerksOf(db, userId);   // service_fee_discount_bps, deposit_share_bps, max_open_bids, max_hold_vnd ...
 *   const level = await vipLevelOf(db, userId);   // 'standard' | 'silver' | 'gold' | 'diamond'
 *   const all = await vipPerksByLevel(db);        // { standard: perks, silver: perks, ... }
 */
export { vipRoutes } from './vip.routes.ts';
export {
  levelOf as vipLevelOf,
  perksFor as vipPerksOf,
  perksByLevel as vipPerksByLevel,
  levels as vipLevels,
  seedVipLevels,
  vipContext,
  type LevelPerks as VipLevelPerks,
  type VipContext,
} from './vip.service.ts';
export { runRenewals, RENEWAL_QUEUE, type RenewalSummary } from './vip.renewal.ts';
