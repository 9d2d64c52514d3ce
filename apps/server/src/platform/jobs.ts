import PgBoss from 'pg-boss';
import type { Database } from './db.ts';

const running = new WeakSet<PgBoss>();

/** True between a successful start and the stop of this pg-boss (readiness: `GET /api/ready`). */
export function jobsRunning(boss: PgBoss | null): boolean {
  return boss !== null && running.has(boss);
}

/**
 * pg-boss on the application's own database (PGlite or PostgreSQL). Later modules schedule their
 * work here (snipe bids, auction watching, renewals); nothing is kept in process memory.
 */
export async function startJobs(database: Database, log: { info(msg: string): void; error(obj: unknown, msg?: string): void }): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    // PGlite is a single connection: poll gently; PostgreSQL can afford the default.
    ...(database.kind === 'pglite' ? { monitorStateIntervalSeconds: 60, maintenanceIntervalSeconds: 120 } : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('stopped', () => running.delete(boss));
  await boss.start();
  running.add(boss);
  log.info('job queue started');
  return boss;
}
