export { staffRoutes } from './staff.routes.ts';
export { seedSalesStaff } from './staff.service.ts';
/** The limits of a customer's membership level (cart, orders and bidding check them). */
export { restrictionsFor, restrictionsByLevel } from './staff.service.ts';
