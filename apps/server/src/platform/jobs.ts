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
  // pg-boss's start creates its own queue (`__pgboss__send-it`): under the same lock as ours.
  await (database.exclusively ? database.exclusively(QUEUE_CREATION_LOCK_ID, () => boss.start()) : boss.start());
  running.add(boss);
  queueCreations.set(boss, { database, last: Promise.resolve() });
  log.info('job queue started');
  return boss;
}

// Any fixed 64-bit number: serialises the creation of pg-boss queues across server processes.
const QUEUE_CREATION_LOCK_ID = 726_171_002;

interface QueueCreation {
  database: Database;
  /** This process's creations, one after the other (one pool connection waits on the lock, not N). */
  last: Promise<unknown>;
}
const queueCreations = new WeakMap<PgBoss, QueueCreation>();

/**
 * Creates a queue unless it exists. pg-boss 10 creates each queue's partition of `pgboss.job` in one
 * statement that also locks `pgboss.queue` for a foreign key; when several processes start together
 * on an empty database (the proxy stack, N systemd units after an install) two such statements
 * deadlock and PostgreSQL ends one, which stopped that server's start. So creations run one at a
 * time in a process and, on PostgreSQL, under an advisory lock across processes.
 */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'> = {}): Promise<void> {
  const create = async () => {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { ...options, name });
  };
  const creation = queueCreations.get(boss);
  if (!creation) return create();
  const { database } = creation;
  const run = creation.last.then(() => (database.exclusively ? database.exclusively(QUEUE_CREATION_LOCK_ID, create) : create()));
  creation.last = run.catch(() => undefined);
  return run;
}
