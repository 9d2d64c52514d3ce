// The sandbox's shared log (auctions created through the control API, bids on any auction) in
// `sandbox_auction_events`, so every server process in sandbox mode agrees on them (ADR 0008).

import type { SandboxEvent, SandboxEventStore, StoredSandboxEvent } from '@kaimono/sandbox';
import type { Database } from './db.ts';

export function postgresSandboxEventStore(database: Database): SandboxEventStore {
  return {
    async after(seq) {
      const { rows } = await database.executeSql(`SELECT seq, payload FROM sandbox_auction_events WHERE seq > $1 ORDER BY seq`, [seq]);
      return rows.map((row): StoredSandboxEvent => {
        const payload = row.payload;
        return { seq: Number(row.seq), event: (typeof payload === 'string' ? JSON.parse(payload) : payload) as SandboxEvent };
      });
    },
    async append(seq, event) {
      // The primary key decides between two processes appending the same number: the second waits
      // for the first to commit, then inserts nothing and reads the log again.
      const { rows } = await database.executeSql(
        `INSERT INTO sandbox_auction_events (seq, kind, payload) VALUES ($1, $2, $3::jsonb) ON CONFLICT (seq) DO NOTHING RETURNING seq`,
        [seq, event.kind, JSON.stringify(event)],
      );
      return rows.length === 1;
    },
  };
}
