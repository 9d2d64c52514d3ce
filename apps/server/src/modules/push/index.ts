/**
 * Web Push: the customers' browser subscriptions (several devices each), the VAPID keys, and
 * sending one notification to every device of a customer. The notifications module sends push
 * copies through `sendToUser`; the routes let a browser subscribe and unsubscribe.
 */
export { pushRoutes } from './push.routes.ts';
export { sendToUser, hasSubscription, type PushSendResult, type PushSendOptions } from './push.service.ts';
export { vapidKeys, type VapidKeys } from './push.keys.ts';
