export { staffRoutes } from './staff.routes.ts';
export { staffAccountsRoutes } from './staff.accounts.routes.ts';
export { seedSalesStaff } from './staff.service.ts';
export { seedStaffAccounts, DEMO_STAFF } from './staff.seed.ts';
/** The limits of a customer's membership level (its `max_open_bids` is the VIP level's perk). */
export { restrictionsFor } from './staff.service.ts';
