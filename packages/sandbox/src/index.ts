// Public API of @kaimono/sandbox: the offline stand-in for the six marketplaces.
export { createSandbox, sandboxHosts } from './sandbox.ts';
export type { Sandbox, SandboxOptions, SandboxControl, SharedSandboxControl, FaultRule, FaultKind } from './sandbox.ts';
export { MemorySandboxEventStore } from './shared-state.ts';
export type { SandboxEvent, SandboxEventStore, StoredSandboxEvent } from './shared-state.ts';
export { startSandboxServer } from './server.ts';
export type { SandboxServer } from './server.ts';
export { createCatalog, Catalog, DEFAULT_ITEMS_PER_SITE, LARGE_ITEMS_PER_SITE, MAX_ITEMS_PER_SITE } from './catalog.ts';
export type { CatalogOptions, CatalogItem, Seller, Variant } from './catalog.ts';
export { renderImage, imagePath } from './images.ts';
export { bidIncrementJpy, minNextBidJpy, EXTENSION_WINDOW_MS, EXTENSION_MS } from './auction.ts';
export type { AuctionInfo, AuctionSummary, BidHistoryEntry, CreateAuctionInput, PlaceBidInput, PlaceBidResult, BidRejection } from './auction.ts';
export { brands } from './vocabulary.ts';
export type { Brand, GenreKey } from './vocabulary.ts';
export { verifyDpop } from './dpop.ts';
export { generateDpopKey, signDpopProof } from './dpop-signer.ts';
export type { DpopKey } from './dpop-signer.ts';
