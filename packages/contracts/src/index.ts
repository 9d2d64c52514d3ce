import { z } from 'zod';

// Validation messages in Vietnamese wherever a schema has no message of its own.
z.config(z.locales.vi());

export * from './common.ts';
export * from './phone.ts';
export * from './auth.ts';
export * from './store.ts';
export * from './search.ts';
export * from './search-admin.ts';
export * from './catalog.ts';
export * from './translate.ts';
export * from './translate-admin.ts';
export * from './birthdate.ts';
export * from './profile.ts';
export * from './address.ts';
export * from './staff.ts';
export * from './notifications.ts';
export * from './push.ts';
export * from './uploads.ts';
export * from './complaints.ts';
export * from './identity.ts';
export * from './wallet.ts';
export * from './wallet-history.ts';
export * from './vip.ts';
export * from './vouchers.ts';
export * from './wallet-cards.ts';
export * from './wallet-topup.ts';
export * from './pricing.ts';
export * from './orders.ts';
export * from './cart.ts';
export * from './bills.ts';
export * from './desired-price.ts';
export * from './bidding.ts';
export * from './sessions.ts';
export * from './system.ts';
