/**
 * Alerts (issue 18): saved searches, watches and the checker that runs each distinct query once
 * per check within the sites' request budget (ADR 0015).
 *
 *   await app.register(alertsRoutes, deps);                 // routes + the pg-boss checker
 *   await runRound(alertsContextOf(deps, log), { force });  // one round now (sandbox hook, tests, bench)
 */
export { alertsRoutes, alertsContextOf } from './alerts.routes.ts';
export { alertsContext, plannedBudgetRates, type AlertsContext, type AlertsSettings } from './alerts.context.ts';
export { runRound, runQuery, siteLoads, READ_PERIOD, type RoundSummary, type RoundOptions } from './alerts.checker.ts';
export { createSavedSearch, createWatch, ensureQuery } from './alerts.service.ts';
export { ALERTS_QUEUE, registerAlertsJobs } from './alerts.jobs.ts';
export { queryKey, keywordKey, tidyKeyword } from './alerts.keys.ts';
