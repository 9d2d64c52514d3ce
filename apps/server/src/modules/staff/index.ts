export { staffRoutes } from './staff.routes.ts';
export { seedSalesStaff } from './staff.service.ts';
/** The limits of a customer's membership level (its `max_open_bids` is the VIP level's perk). */
export { restrictionsFor } from './staff.service.ts';
