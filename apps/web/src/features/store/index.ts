export { useStoreInfo } from './hooks/use-store-info';
export { storeKeys } from './api/query-keys';
export { HotlineLink } from './components/hotline-link';
export { StoreContact } from './components/store-contact';
export { telHref, zaloHref, facebookChatHref, safeExternalHref } from './lib/contact-links';
