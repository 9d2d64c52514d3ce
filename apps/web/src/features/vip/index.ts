export { VipView } from './components/vip-view';
export { vipKeys } from './api/query-keys';
