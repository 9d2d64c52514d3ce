export { VouchersView } from './components/vouchers-view';
export { vouchersKeys } from './api/query-keys';
export { VOUCHER_CALLBACK_DELAY_MS } from './lib/save-callback';
