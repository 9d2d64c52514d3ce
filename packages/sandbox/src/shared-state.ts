// The sandbox's own state (auctions created through the control API, bids placed on any auction) as
// a log several server processes share (ADR 0008). The server keeps it in PostgreSQL
// (apps/server/src/platform/sandbox-events.ts); `MemorySandboxEventStore` is the same contract in one
// process (tests of two sandboxes on one log).
//
// The log is gapless: a writer appends number `last seen + 1`, and a number already taken means
// another process wrote first (read the news and judge again). Every process applies the events in
// number order, so all agree on codes, prices, leaders and ends.

import type { AuctionSite, CreateAuctionInput } from './auction.ts';

export type SandboxEvent =
  | { kind: 'auction'; site: AuctionSite; /** control-API slot of the site */ slot: number; atMs: number; input: CreateAuctionInput }
  | { kind: 'bid'; code: string; atMs: number; bidderId: string; maxPriceJpy: number };

export interface StoredSandboxEvent {
  seq: number;
  event: SandboxEvent;
}

export interface SandboxEventStore {
  /** Events numbered above `seq`, in order. */
  after(seq: number): Promise<StoredSandboxEvent[]>;
  /** Stores the event as number `seq`; false when that number is taken already. */
  append(seq: number, event: SandboxEvent): Promise<boolean>;
}

export class MemorySandboxEventStore implements SandboxEventStore {
  readonly events: StoredSandboxEvent[] = [];

  async after(seq: number): Promise<StoredSandboxEvent[]> {
    return this.events.filter((e) => e.seq > seq).map((e) => structuredClone(e));
  }

  async append(seq: number, event: SandboxEvent): Promise<boolean> {
    if (seq !== this.events.length + 1) return false;
    this.events.push({ seq, event: structuredClone(event) });
    return true;
  }
}
