/**
 * Web Push in the browser: the opt-in card of the notification settings page, and a gentle prompt
 * to place after a customer's first saved search or watch (`<PushPrompt />`).
 */
export { PushOptIn } from './components/push-opt-in';
export { PushPrompt } from './components/push-prompt';
