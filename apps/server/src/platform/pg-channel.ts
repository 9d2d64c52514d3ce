import pg from 'pg';

/**
 * A message channel between the server processes of one PostgreSQL database (LISTEN/NOTIFY).
 * Used where a process keeps something in memory that another process can make wrong: the
 * session cache (platform/auth.ts) — a session ended or a role changed on one process is
 * forgotten at once by every process, not after the cache's few seconds.
 *
 * Delivery is best effort, as NOTIFY is: a message sent while a process is reconnecting is lost,
 * so a cache that listens must still bound how long it trusts what it holds.
 */
export interface ProcessChannel {
  /** Sends `payload` (≤ 7,900 bytes) to every listening process, this one included. */
  publish(payload: string): Promise<void>;
  /**
   * Calls `handler` with each payload published on the channel; resolves once this process
   * listens (or has logged why not and keeps retrying); returns how to stop.
   */
  subscribe(handler: (payload: string) => void): Promise<() => void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;
/** NOTIFY payloads must be shorter than 8,000 bytes. */
export const CHANNEL_PAYLOAD_LIMIT = 7_900;

/**
 * One dedicated connection LISTENs (a pooled connection cannot: LISTEN belongs to a session);
 * publishing goes through the pool. A lost listener reconnects every second until closed.
 */
export function postgresChannel(
  options: { connectionString: string; pool: pg.Pool; channel: string },
  log: { warn: (message: string) => void } = { warn: () => {} },
): ProcessChannel {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(options.channel)) throw new Error(`not a channel name: ${options.channel}`);
  const handlers = new Set<(payload: string) => void>();
  let client: pg.Client | null = null;
  let closed = false;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = (): Promise<void> => {
    if (closed || client) return Promise.resolve();
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: options.connectionString });
      next.on('notification', (message) => {
        if (message.channel !== options.channel) return;
        for (const handler of handlers) handler(message.payload ?? '');
      });
      const lost = () => {
        if (client !== next) return;
        client = null;
        next.end().catch(() => {});
        if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
      };
      next.on('error', (error) => {
        log.warn(`process channel ${options.channel}: ${error.message}`);
        lost();
      });
      next.on('end', lost);
      try {
        await next.connect();
        await next.query(`LISTEN ${options.channel}`);
        if (closed) {
          await next.end();
          return;
        }
        client = next;
      } catch (error) {
        log.warn(`process channel ${options.channel} not listening: ${error instanceof Error ? error.message : String(error)}`);
        next.end().catch(() => {});
        if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
      }
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async publish(payload) {
      if (Buffer.byteLength(payload) > CHANNEL_PAYLOAD_LIMIT) throw new Error(`channel payload of ${Buffer.byteLength(payload)} bytes`);
      await options.pool.query('SELECT pg_notify($1, $2)', [options.channel, payload]);
    },
    async subscribe(handler) {
      handlers.add(handler);
      await connect();
      return () => void handlers.delete(handler);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting;
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
