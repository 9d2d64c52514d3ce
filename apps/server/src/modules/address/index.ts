export { addressRoutes, utilityRoutes } from './address.routes.ts';
/** For orders and shipping: a customer's address by id (null when not theirs), and the book. */
export { getAddress, addressBook } from './address.service.ts';
/** The 2025 administrative units (34 provinces, 3,321 wards) and old → new ward conversion. */
export { adminUnits, type AdminUnits } from './address.units.ts';
