import webpush from 'web-push';
import { sql } from 'drizzle-orm';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import { pushVapidKeys } from '../../db/schema/index.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const cache = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The application server's VAPID keys (RFC 8292). From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when
 * set; otherwise generated once and stored in `push_vapid_keys`, the one row every process reads
 * (ADR 0016: the embedded database lives in the data directory, and on PostgreSQL every process
 * must sign with the same key the browsers subscribed with). The first writer wins a race.
 */
export function vapidKeys(db: Db, config: Pick<Config, 'push'>): Promise<VapidKeys> {
  const { vapidPublicKey, vapidPrivateKey, subject } = config.push;
  if (vapidPublicKey && vapidPrivateKey) return Promise.resolve({ publicKey: vapidPublicKey, privateKey: vapidPrivateKey, subject });
  let keys = cache.get(db);
  if (!keys) {
    keys = (async () => {
      const generated = webpush.generateVAPIDKeys();
      await db
        .insert(pushVapidKeys)
        .values({ id: 1, publicKey: generated.publicKey, privateKey: generated.privateKey })
        .onConflictDoNothing({ target: pushVapidKeys.id });
      const rows = await db.select().from(pushVapidKeys).where(sql`${pushVapidKeys.id} = 1`).limit(1);
      const row = rows[0]!;
      return { publicKey: row.publicKey, privateKey: row.privateKey, subject };
    })();
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}
