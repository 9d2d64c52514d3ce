export { TtlLruCache, type CacheOptions } from './cache.ts';
export { systemClock, clockWithNow, sleep, type Clock } from './clock.ts';
export { MinIntervalLimiter, WaitTooLongError } from './rate-limiter.ts';
export {
  createUpstreamClient,
  createResponseCache,
  defaultHttpPolicy,
  maskUrl,
  parseRetryAfter,
  type CachedResponse,
  type HttpPolicy,
  type ResponseCache,
  type UpstreamClient,
  type UpstreamClientOptions,
  type UpstreamEvent,
  type UpstreamRequest,
  type UpstreamResponse,
} from './upstream.ts';
export { createProxyFetch } from './proxy.ts';
export {
  MemoryRequestBudget,
  drawFromBucket,
  retryInMs,
  budgetRateOfPolicy,
  budgetRatesOfPolicies,
  type BucketState,
  type BudgetDraw,
  type BudgetRate,
  type RequestBudget,
} from './budget.ts';
