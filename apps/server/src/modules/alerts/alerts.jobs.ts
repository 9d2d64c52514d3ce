import type PgBoss from 'pg-boss';
import type { AlertsContext } from './alerts.context.ts';
import { runRound } from './alerts.checker.ts';
import { ensureQueue } from '../../platform/jobs.ts';

/**
 * The checker's pg-boss queue. Policy `stately`: at most one round runs and one waits, across every
 * process; each process's tick only adds a round when none is waiting. Inside a round every query
 * and item is leased (alerts.checker.ts), so even two rounds at once would not read one twice.
 */
export const ALERTS_QUEUE = 'alerts-round';

export interface AlertsJobs {
  stop(): Promise<void>;
}

export async function registerAlertsJobs(boss: PgBoss | null, ctx: AlertsContext): Promise<AlertsJobs> {
  if (!boss) return { stop: async () => undefined };
  await ensureQueue(boss, ALERTS_QUEUE, { policy: 'stately' });
  let stopped = false;
  const workerId = await boss.work(ALERTS_QUEUE, { pollingIntervalSeconds: Math.max(1, Math.min(ctx.settings.tickSeconds, 5)) }, async () => {
    if (stopped) return;
    const summary = await runRound(ctx);
    const checked = Object.values(summary.queries).reduce((a, b) => a + (b ?? 0), 0) + Object.values(summary.items).reduce((a, b) => a + (b ?? 0), 0);
    if (checked > 0 || summary.errors > 0) ctx.log.info({ alerts: summary }, 'alerts round');
  });
  const tick = async () => {
    if (stopped) return;
    try {
      await boss.send(ALERTS_QUEUE, {}, { singletonKey: 'round', retryLimit: 0, expireInSeconds: 15 * 60 });
    } catch (error) {
      ctx.log.warn({ err: error }, 'queueing an alerts round failed');
    }
  };
  const timer = setInterval(() => void tick(), ctx.settings.tickSeconds * 1000);
  timer.unref();
  void tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await boss.offWork({ id: workerId }).catch(() => undefined);
    },
  };
}
