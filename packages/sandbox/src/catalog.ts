// The seeded catalog: per site `itemsPerSite` listings, stored column-wise in typed arrays (a few
// dozen bytes per listing), so 100,000 per site builds in well under a second and costs little
// memory. Titles, descriptions, sellers, variants ... are rebuilt on demand from the seed.
//
// Same seed => same catalog, in any process: every value comes from `Rng.of(seed, site, index, ...)`.

import type { SiteCode } from '@kaimono/marketplaces';
import { siteCodes } from '@kaimono/marketplaces';
import { categoryTrees, type Category, type CategoryTree } from './categories.ts';
import { NumberCodec, alphanumericId } from './codec.ts';
import { hash32, normaliseSeed, Rng } from './rng.ts';
import { DAY_MS } from './time.ts';
import {
  brandOf,
  brands,
  CLOTHING_SIZES,
  COLOURS,
  genres,
  NICKNAMES,
  PREFECTURES,
  ROMAJI,
  SHOE_SIZES,
  SHOP_KINDS,
  SHOP_PREFIXES,
  type Brand,
  type GenreKey,
} from './vocabulary.ts';

export const DEFAULT_ITEMS_PER_SITE = 2_000;
export const LARGE_ITEMS_PER_SITE = 100_000;
export const MAX_ITEMS_PER_SITE = 200_000;
/** Room for auctions created through the control API (auction and mercari). */
export const DYNAMIC_CAPACITY = 10_000;
/** Item index space per auction generation (> MAX_ITEMS_PER_SITE + DYNAMIC_CAPACITY). */
export const SLOT_CAP = 250_000;
/** Listing times of fixed-price items are spread over the year before this instant. */
export const CATALOG_EPOCH_MS = Date.UTC(2026, 0, 1);

/** Bits of the `flags` column. */
export const Flag = {
  SoldOut: 1,
  ShippingBuyer: 2,
  NoPrice: 4,
  Shops: 8,
  Auction: 16,
  Store: 32,
  TaxExcluded: 64,
  Variants: 128,
  Trading: 256,
  Used: 512,
} as const;

export interface CatalogOptions {
  seed?: number | string;
  /** Listings per site (default 2,000; at most 200,000). */
  itemsPerSite?: number;
  /** Shorthand for `itemsPerSite: 100_000`. */
  large?: boolean;
}

export interface Seller {
  site: SiteCode;
  index: number;
  /** The site's id: Yahoo user/store id, Rakuten shop code, Mercari numeric user id or 22-char shop id ... */
  id: string;
  name: string;
  isStore: boolean;
  ratingGood: number;
  ratingNormal: number;
  ratingBad: number;
  createdMs: number;
  prefecture: string;
  introduction: string;
  /** Genres a store sells (private sellers sell anything). */
  genres: readonly GenreKey[] | null;
}

export interface Variant {
  id: string;
  size: string;
  colour: string;
  quantity: number;
}

/** One listing as the sandbox knows it; the site modules turn it into each wire format. */
export interface CatalogItem {
  site: SiteCode;
  index: number;
  /** For an auction slot: the code of generation 0; use the auction house for the live code. */
  code: string;
  genre: GenreKey;
  title: string;
  description: string;
  /**
   * The price as the site shows it. Fixed price: tax included (Rakuten `taxFlag` 1 items: tax
   * excluded, as that API does). Auction slots: the start price (tax excluded for store sellers).
   */
  priceJpy: number;
  /** Mercari "no price" listings (isNoPrice) and Suruga-ya sold-out items without a price. */
  noPrice: boolean;
  taxRate: number;
  /** Rakuten taxFlag 1 (price excludes tax). */
  taxExcluded: boolean;
  category: Category;
  categoryPath: Category[];
  brand: Brand | null;
  seller: Seller;
  /** 0 new ... 5 bad (Mercari ids 1..6, PayPay NEW..USED80). */
  conditionGrade: number;
  isUsed: boolean;
  shippingPayer: 'seller' | 'buyer';
  soldOut: boolean;
  /** Mercari C2C: sold, waiting for the trade to finish. */
  trading: boolean;
  stock: number;
  imageCount: number;
  createdMs: number;
  updatedMs: number;
  popularity: number;
  reviewAverage: number;
  variants: Variant[];
  isAuctionSlot: boolean;
  isShops: boolean;
  /** Mercari Shops product id (22 chars) when isShops. */
  shopsProductId: string | null;
  janCode: string | null;
  /** Suruga-ya 定価 and other list prices. */
  listPriceJpy: number | null;
  releaseMs: number;
  attributes: Record<string, string>;
}

interface SiteProfile {
  genres: ReadonlyArray<readonly [GenreKey, number]>;
  usedRate: number;
  soldOutRate: number;
  /** Share of listings by stores (auction: store listings; mercari: Shops products). */
  storeShare: number;
  hasPrivateSellers: boolean;
  hasStores: boolean;
  /** Share of auction listings (mercari only; the auction site is all auctions). */
  auctionShare: number;
}

const profiles: Readonly<Record<SiteCode, SiteProfile>> = {
  auction: {
    genres: [['figure', 12], ['card', 12], ['game', 10], ['camera', 10], ['bag', 10], ['fashion', 6], ['watch', 8], ['book', 6], ['music', 6], ['video', 4], ['toy', 8], ['electronics', 8], ['shoes', 4], ['outdoor', 3]],
    usedRate: 0.8,
    soldOutRate: 0,
    storeShare: 0.2,
    hasPrivateSellers: true,
    hasStores: true,
    auctionShare: 1,
  },
  shopping: {
    genres: [['fashion', 14], ['shoes', 8], ['cosmetics', 12], ['food', 14], ['electronics', 12], ['camera', 4], ['game', 6], ['book', 4], ['music', 3], ['video', 2], ['bag', 6], ['toy', 5], ['figure', 3], ['card', 2], ['outdoor', 8], ['watch', 4]],
    usedRate: 0.06,
    soldOutRate: 0.12,
    storeShare: 1,
    hasPrivateSellers: false,
    hasStores: true,
    auctionShare: 0,
  },
  mercari: {
    genres: [['fashion', 16], ['shoes', 6], ['figure', 10], ['card', 12], ['game', 8], ['cosmetics', 8], ['book', 8], ['music', 5], ['video', 3], ['bag', 8], ['toy', 6], ['electronics', 6], ['camera', 3], ['watch', 4], ['outdoor', 2], ['food', 1]],
    usedRate: 0.75,
    soldOutRate: 0.13,
    storeShare: 0.1,
    hasPrivateSellers: true,
    hasStores: true,
    auctionShare: 0.08,
  },
  rakuten: {
    genres: [['fashion', 14], ['bag', 8], ['shoes', 8], ['outdoor', 8], ['electronics', 10], ['camera', 3], ['music', 4], ['video', 3], ['book', 8], ['toy', 5], ['figure', 3], ['card', 2], ['game', 6], ['food', 14], ['cosmetics', 12], ['watch', 4]],
    usedRate: 0.05,
    soldOutRate: 0.12,
    storeShare: 1,
    hasPrivateSellers: false,
    hasStores: true,
    auctionShare: 0,
  },
  paypay: {
    genres: [['fashion', 16], ['shoes', 6], ['figure', 10], ['card', 12], ['game', 8], ['cosmetics', 8], ['book', 8], ['music', 5], ['video', 3], ['bag', 8], ['toy', 6], ['electronics', 6], ['camera', 3], ['watch', 4], ['outdoor', 2]],
    usedRate: 0.75,
    soldOutRate: 0.13,
    storeShare: 0,
    hasPrivateSellers: true,
    hasStores: false,
    auctionShare: 0,
  },
  'suruga-ya': {
    genres: [['game', 22], ['music', 12], ['video', 12], ['figure', 10], ['card', 12], ['book', 16], ['camera', 3], ['electronics', 3], ['doujin', 8], ['toy', 6]],
    usedRate: 0.8,
    soldOutRate: 0.14,
    storeShare: 1,
    hasPrivateSellers: false,
    hasStores: true,
    auctionShare: 0,
  },
};

/** Rough price levels of a site relative to the genre range (Suruga-ya is cheap, Rakuten retail). */
const priceStyle: Readonly<Record<SiteCode, 'yen10' | 'yen100' | 'retail'>> = {
  auction: 'yen10',
  shopping: 'retail',
  mercari: 'yen100',
  rakuten: 'retail',
  paypay: 'yen100',
  'suruga-ya': 'yen10',
};

function nicePrice(raw: number, style: 'yen10' | 'yen100' | 'retail', rng: Rng): number {
  if (style === 'retail') {
    if (raw < 1_000) return Math.max(100, Math.round(raw / 10) * 10 - (rng.chance(0.5) ? 2 : 0));
    const base = Math.floor(raw / 1000) * 1000;
    return base + rng.pick([800, 980, 0, 500, 480]);
  }
  if (style === 'yen100') return Math.max(300, Math.round(raw / 100) * 100 + (rng.chance(0.15) ? rng.pick([-1, 50, 80]) : 0));
  return Math.max(100, Math.round(raw / 10) * 10);
}

function ean13(rng: Rng): string {
  let digits = '45';
  for (let i = 0; i < 10; i += 1) digits += String(rng.int(0, 9));
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return digits + String((10 - (sum % 10)) % 10);
}

// No 'm': Mercari codes are m + 11 digits, auction codes letter + 10 digits; keep them apart at a glance.
const AUCTION_LETTERS = 'bcdefghjknopqrstuvwx';

interface Columns {
  genre: Uint8Array;
  titleSeed: Uint32Array;
  price: Uint32Array;
  leaf: Uint16Array;
  brand: Int16Array;
  seller: Uint32Array;
  cond: Uint8Array;
  flags: Uint16Array;
  created: Uint32Array;
  pop: Uint16Array;
}

const genreList = Object.keys(genres) as GenreKey[];
const genreIndex = new Map(genreList.map((g, i) => [g, i]));
const brandIndex = new Map(brands.map((b, i) => [b.id, i]));

class SitePool {
  readonly sellers: Seller[] = [];
  readonly byId = new Map<string, number>();
  storeCount = 0;
  privateCount = 0;
  /** Store indexes by genre. */
  readonly storesByGenre = new Map<GenreKey, number[]>();
}

export class Catalog {
  readonly seed: number;
  readonly itemsPerSite: number;
  readonly trees: Readonly<Record<SiteCode, CategoryTree>> = categoryTrees;
  private readonly columns = new Map<SiteCode, Columns>();
  private readonly leaves = new Map<SiteCode, string[]>();
  private readonly leafIndex = new Map<SiteCode, Map<string, number>>();
  private readonly pools = new Map<SiteCode, SitePool>();
  private readonly dynamicCount = new Map<SiteCode, number>();
  private readonly dynamicTitles = new Map<string, string>();
  private readonly shopsIds = new Map<string, number>();
  private readonly shopsIdOf = new Map<number, string>();
  private readonly normTitles = new Map<SiteCode, Array<string | undefined>>();
  private readonly itemCache = new Map<string, CatalogItem>();
  private readonly codecs: {
    auction: NumberCodec;
    mercari: NumberCodec;
    shopping: NumberCodec;
    rakuten: NumberCodec;
    paypay: NumberCodec;
    suruga9: NumberCodec;
    suruga7: NumberCodec;
    mercariUser: NumberCodec;
    paypayUser: NumberCodec;
  };

  constructor(options: CatalogOptions = {}) {
    this.seed = normaliseSeed(options.seed);
    const n = options.itemsPerSite ?? (options.large ? LARGE_ITEMS_PER_SITE : DEFAULT_ITEMS_PER_SITE);
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_ITEMS_PER_SITE) {
      throw new RangeError(`itemsPerSite must be 1..${MAX_ITEMS_PER_SITE}`);
    }
    this.itemsPerSite = n;
    const key = (name: string): number => hash32(this.seed, 'codec', name) % 1_000_003;
    this.codecs = {
      auction: new NumberCodec(10, key('auction')),
      mercari: new NumberCodec(11, key('mercari')),
      shopping: new NumberCodec(7, key('shopping')),
      rakuten: new NumberCodec(8, key('rakuten')),
      paypay: new NumberCodec(10, key('paypay')),
      suruga9: new NumberCodec(9, key('suruga9')),
      suruga7: new NumberCodec(7, key('suruga7')),
      mercariUser: new NumberCodec(9, key('mercariUser')),
      paypayUser: new NumberCodec(10, key('paypayUser')),
    };
    for (const site of siteCodes) {
      const tree = this.trees[site];
      const leafIds = [...tree.byId.values()].filter((c) => c.genres.length > 0).map((c) => c.id);
      this.leaves.set(site, leafIds);
      this.leafIndex.set(site, new Map(leafIds.map((id, i) => [id, i])));
      this.pools.set(site, this.buildPool(site));
      this.dynamicCount.set(site, 0);
      this.buildColumns(site);
    }
  }

  // --- generation ---------------------------------------------------------------------------

  private buildPool(site: SiteCode): SitePool {
    const pool = new SitePool();
    const profile = profiles[site];
    const n = this.itemsPerSite;
    if (site === 'suruga-ya') {
      pool.storeCount = 1;
    } else {
      pool.storeCount = profile.hasStores ? Math.max(SHOP_KINDS.length * 2, Math.min(3_000, Math.round(n / 40))) : 0;
      pool.privateCount = profile.hasPrivateSellers ? Math.max(30, Math.min(20_000, Math.round(n / 8))) : 0;
    }
    const total = pool.storeCount + pool.privateCount;
    for (let k = 0; k < total; k += 1) {
      const seller = this.makeSeller(site, k, k < pool.storeCount, pool.storeCount);
      pool.sellers.push(seller);
      pool.byId.set(seller.id, k);
      if (seller.isStore) {
        for (const g of seller.genres ?? genreList) {
          const list = pool.storesByGenre.get(g) ?? [];
          list.push(k);
          pool.storesByGenre.set(g, list);
        }
      }
    }
    return pool;
  }

  private makeSeller(site: SiteCode, k: number, isStore: boolean, storeCount: number): Seller {
    const rng = Rng.of(this.seed, site, 'seller', k);
    const createdMs = CATALOG_EPOCH_MS - rng.int(30, 3_000) * DAY_MS;
    const prefecture = rng.pick(PREFECTURES);
    const total = rng.logInt(1, isStore ? 60_000 : 3_000) - 1;
    const badShare = rng.chance(0.7) ? 0 : rng.next() * 0.03;
    const ratingBad = Math.round(total * badShare);
    const ratingNormal = Math.round((total - ratingBad) * rng.next() * 0.02);
    const ratingGood = total - ratingBad - ratingNormal;
    if (site === 'suruga-ya') {
      return { site, index: k, id: 'surugaya', name: '駿河屋', isStore: true, ratingGood, ratingNormal, ratingBad, createdMs, prefecture: '静岡県', introduction: '', genres: null };
    }
    if (isStore) {
      const kind = SHOP_KINDS[k % SHOP_KINDS.length] as (typeof SHOP_KINDS)[number];
      const combo = Math.floor(k / SHOP_KINDS.length);
      const [prefixJa, prefixRomaji] = SHOP_PREFIXES[combo % SHOP_PREFIXES.length] as readonly [string, string];
      const branch = Math.floor(combo / SHOP_PREFIXES.length);
      const suffixJa = branch > 0 ? ` ${branch + 1}号店` : '';
      const idBase = `${prefixRomaji}-${kind.romaji}${branch > 0 ? branch + 1 : ''}`;
      let id = idBase;
      let name = `${prefixJa}${kind.ja}${suffixJa}`;
      if (site === 'rakuten') name += ' 楽天市場店';
      if (site === 'shopping') name += ' Yahoo!店';
      if (site === 'mercari') id = alphanumericId(() => rng.next(), 22);
      const introduction = `${name}です。${kind.ja}の専門店として、全国へ迅速・丁寧に発送いたします。`;
      return { site, index: k, id, name, isStore: true, ratingGood, ratingNormal, ratingBad, createdMs, prefecture, introduction, genres: kind.genres };
    }
    const p = k - storeCount;
    const nickname = rng.pick(NICKNAMES);
    const name = rng.chance(0.4) ? `${nickname}${rng.pick(['', '☆', '＠プロフ必読', '(即購入OK)', ' shop'])}` : nickname;
    let id: string;
    if (site === 'mercari') id = this.codecs.mercariUser.encode(p);
    else if (site === 'paypay') id = this.codecs.paypayUser.encode(p);
    else id = `${rng.pick(ROMAJI)}_${rng.pick(ROMAJI)}${p.toString(36)}`;
    const introduction = rng.pick([
      'ご覧いただきありがとうございます。即購入OKです。',
      '発送まで2〜3日お時間をいただきます。',
      '喫煙者・ペットなしの環境で保管しています。',
      '値下げ交渉はご遠慮ください。',
    ]);
    return { site, index: k, id, name, isStore: false, ratingGood, ratingNormal, ratingBad, createdMs, prefecture, introduction, genres: null };
  }

  private buildColumns(site: SiteCode): void {
    const profile = profiles[site];
    const n = this.itemsPerSite;
    const capacity = site === 'auction' || site === 'mercari' ? n + DYNAMIC_CAPACITY : n;
    const cols: Columns = {
      genre: new Uint8Array(capacity),
      titleSeed: new Uint32Array(capacity),
      price: new Uint32Array(capacity),
      leaf: new Uint16Array(capacity),
      brand: new Int16Array(capacity),
      seller: new Uint32Array(capacity),
      cond: new Uint8Array(capacity),
      flags: new Uint16Array(capacity),
      created: new Uint32Array(capacity),
      pop: new Uint16Array(capacity),
    };
    this.columns.set(site, cols);
    const tree = this.trees[site];
    const genreWeights = profile.genres.filter(([g]) => tree.leavesFor(g).length > 0);
    const weights = genreWeights.map(([, w]) => w);
    const pool = this.pool(site);
    const leafIdx = this.leafIndex.get(site) as Map<string, number>;
    const style = priceStyle[site];
    for (let i = 0; i < n; i += 1) {
      const rng = Rng.of(this.seed, site, i);
      const genreKey = (genreWeights[rng.weighted(weights)] as readonly [GenreKey, number])[0];
      const genre = genres[genreKey];
      cols.genre[i] = genreIndex.get(genreKey) as number;
      cols.titleSeed[i] = rng.u32();
      const leafId = rng.pick(tree.leavesFor(genreKey));
      cols.leaf[i] = leafIdx.get(leafId) as number;
      const fitting = this.brandsFitting(site, genreKey, leafId);
      const brandId = fitting.length > 0 && !rng.chance(genre.noBrandRate) ? rng.pick(fitting) : -1;
      cols.brand[i] = brandId < 0 ? -1 : (brandIndex.get(brandId) as number);
      let flags = 0;
      const isStoreListing = pool.storeCount > 0 && (pool.privateCount === 0 || rng.chance(profile.storeShare));
      if (isStoreListing) {
        const stores = pool.storesByGenre.get(genreKey) ?? [];
        cols.seller[i] = stores.length > 0 ? rng.pick(stores) : rng.int(0, pool.storeCount - 1);
        flags |= Flag.Store;
        if (site === 'mercari') flags |= Flag.Shops;
      } else {
        cols.seller[i] = pool.storeCount + rng.int(0, pool.privateCount - 1);
      }
      const used = genreKey !== 'food' && rng.chance(profile.usedRate);
      if (used) flags |= Flag.Used;
      cols.cond[i] = used ? 1 + Math.min(4, Math.floor(rng.next() * rng.next() * 6)) : 0;
      if (site !== 'paypay' && site !== 'suruga-ya' && rng.chance(site === 'rakuten' || site === 'shopping' ? 0.35 : 0.3)) flags |= Flag.ShippingBuyer;
      const isAuction = site === 'auction' || (site === 'mercari' && !(flags & Flag.Shops) && rng.chance(profile.auctionShare));
      if (isAuction) flags |= Flag.Auction;
      else if (rng.chance(profile.soldOutRate)) {
        flags |= Flag.SoldOut;
        if (site === 'mercari' && !(flags & Flag.Shops) && rng.chance(0.3)) flags |= Flag.Trading;
      }
      if (site === 'mercari' && !isAuction && !(flags & Flag.Shops) && rng.chance(0.006)) flags |= Flag.NoPrice;
      if (site === 'rakuten' && rng.chance(0.04)) flags |= Flag.TaxExcluded;
      if (genre.variants && (site === 'rakuten' || site === 'shopping' || (site === 'mercari' && flags & Flag.Shops))) flags |= Flag.Variants;
      cols.flags[i] = flags;
      const raw = rng.logInt(genre.priceJpy[0], genre.priceJpy[1]);
      const siteFactor = site === 'suruga-ya' ? 0.6 : site === 'auction' ? 0.7 : used ? 0.8 : 1;
      cols.price[i] = nicePrice(raw * siteFactor, style, rng);
      cols.created[i] = Math.floor((CATALOG_EPOCH_MS - rng.int(0, 400 * 24 * 60) * 60_000) / 1000);
      cols.pop[i] = Math.min(65_535, rng.logInt(1, 6_000) - 1);
      if (site === 'mercari' && flags & Flag.Shops) {
        const id = this.shopsProductIdFor(i);
        this.shopsIds.set(id, i);
        this.shopsIdOf.set(i, id);
      }
    }
  }

  private readonly pathNameCache = new Map<string, string[]>();
  private readonly brandFitCache = new Map<string, readonly number[]>();

  private brandsFitting(site: SiteCode, genreKey: GenreKey, leafId: string): readonly number[] {
    const key = `${site}:${genreKey}:${leafId}`;
    let ids = this.brandFitCache.get(key);
    if (!ids) {
      const genre = genres[genreKey];
      ids = genre.brandIdsFor ? genre.brandIdsFor(this.pathNames(site, leafId)) : genre.brandIds;
      this.brandFitCache.set(key, ids);
    }
    return ids;
  }

  private pathNames(site: SiteCode, leafId: string): string[] {
    const key = `${site}:${leafId}`;
    let names = this.pathNameCache.get(key);
    if (!names) {
      names = this.trees[site].path(leafId).map((c) => c.name);
      this.pathNameCache.set(key, names);
    }
    return names;
  }

  private shopsProductIdFor(i: number): string {
    const rng = Rng.of(this.seed, 'mercari-shops-product', i);
    return alphanumericId(() => rng.next(), 22);
  }

  // --- codes ----------------------------------------------------------------------------------

  /** Item code on the site. Auction slots need the generation (0 for control-API auctions). */
  codeOf(site: SiteCode, index: number, generation = 0): string {
    const cols = this.cols(site);
    switch (site) {
      case 'auction': {
        const digits = this.codecs.auction.encode(generation * SLOT_CAP + index);
        return AUCTION_LETTERS[hash32(this.seed, digits) % AUCTION_LETTERS.length] + digits;
      }
      case 'mercari': {
        const flags = cols.flags[index] as number;
        if (flags & Flag.Shops) return this.shopsIdOf.get(index) as string;
        const x = flags & Flag.Auction ? (generation + 1) * SLOT_CAP + index : index;
        return `m${this.codecs.mercari.encode(x)}`;
      }
      case 'shopping': {
        const store = this.pool(site).sellers[cols.seller[index] as number] as Seller;
        const prefix = genreList[cols.genre[index] as number]?.slice(0, 2) ?? 'it';
        return `${store.id}_${prefix}${this.codecs.shopping.encode(index)}`;
      }
      case 'rakuten': {
        const shop = this.pool(site).sellers[cols.seller[index] as number] as Seller;
        return `${shop.id}:${this.codecs.rakuten.encode(index)}`;
      }
      case 'paypay':
        return `z${this.codecs.paypay.encode(index)}`;
      case 'suruga-ya': {
        const genre = genreList[cols.genre[index] as number];
        if (genre === 'card') return `G${this.codecs.suruga7.encode(index)}`;
        if (genre === 'doujin') return `ZHORE${this.codecs.suruga7.encode(index)}`;
        return this.codecs.suruga9.encode(index);
      }
      default:
        throw new RangeError(`unknown site ${String(site)}`);
    }
  }

  /** How many auction generations the code space holds for a site. */
  generationCapacity(site: SiteCode): number {
    if (site === 'auction') return Math.floor(this.codecs.auction.capacity / SLOT_CAP);
    if (site === 'mercari') return Math.floor(this.codecs.mercari.capacity / SLOT_CAP) - 1;
    return 1;
  }

  /** Index (and auction generation) of a code, or null for a code this catalog never issued. */
  decode(site: SiteCode, code: string): { index: number; generation: number } | null {
    const found = this.decodeUnchecked(site, code);
    if (!found || found.index >= this.size(site) + (this.dynamicCount.get(site) ?? 0)) return null;
    if (found.index >= this.size(site) && found.generation !== 0) return null;
    return this.codeOf(site, found.index, found.generation) === code ? found : null;
  }

  private decodeUnchecked(site: SiteCode, code: string): { index: number; generation: number } | null {
    switch (site) {
      case 'auction': {
        const m = /^[a-z](\d{10})$/.exec(code);
        const x = m ? this.codecs.auction.decode(m[1] as string) : null;
        return x === null ? null : { index: x % SLOT_CAP, generation: Math.floor(x / SLOT_CAP) };
      }
      case 'mercari': {
        const shops = this.shopsIds.get(code);
        if (shops !== undefined) return { index: shops, generation: 0 };
        const m = /^m(\d{11})$/.exec(code);
        const x = m ? this.codecs.mercari.decode(m[1] as string) : null;
        if (x === null) return null;
        if (x < SLOT_CAP) return { index: x, generation: 0 };
        return { index: x % SLOT_CAP, generation: Math.floor(x / SLOT_CAP) - 1 };
      }
      case 'shopping': {
        const m = /_[a-z]{2}(\d{7})$/.exec(code);
        const x = m ? this.codecs.shopping.decode(m[1] as string) : null;
        return x === null ? null : { index: x, generation: 0 };
      }
      case 'rakuten': {
        const m = /:(\d{8})$/.exec(code);
        const x = m ? this.codecs.rakuten.decode(m[1] as string) : null;
        return x === null ? null : { index: x, generation: 0 };
      }
      case 'paypay': {
        const m = /^z(\d{10})$/.exec(code);
        const x = m ? this.codecs.paypay.decode(m[1] as string) : null;
        return x === null ? null : { index: x, generation: 0 };
      }
      case 'suruga-ya': {
        const m = /^(?:G|ZHORE)(\d{7})$/.exec(code);
        const x = m ? this.codecs.suruga7.decode(m[1] as string) : /^\d{9}$/.test(code) ? this.codecs.suruga9.decode(code) : null;
        return x === null ? null : { index: x, generation: 0 };
      }
      default:
        return null;
    }
  }

  // --- read access ----------------------------------------------------------------------------

  /** Catalog listings of a site (without control-API auctions). */
  size(site: SiteCode): number {
    void site;
    return this.itemsPerSite;
  }

  /** Catalog listings plus control-API auctions. */
  count(site: SiteCode): number {
    return this.itemsPerSite + (this.dynamicCount.get(site) ?? 0);
  }

  private cols(site: SiteCode): Columns {
    return this.columns.get(site) as Columns;
  }

  pool(site: SiteCode): SitePool {
    return this.pools.get(site) as SitePool;
  }

  sellers(site: SiteCode): readonly Seller[] {
    return this.pool(site).sellers;
  }

  sellerById(site: SiteCode, id: string): Seller | null {
    const k = this.pool(site).byId.get(id);
    return k === undefined ? null : (this.pool(site).sellers[k] as Seller);
  }

  // Column accessors used by searches (no object built).
  flagsOf(site: SiteCode, index: number): number {
    return this.cols(site).flags[index] as number;
  }
  priceOf(site: SiteCode, index: number): number {
    return this.cols(site).price[index] as number;
  }
  createdOf(site: SiteCode, index: number): number {
    return (this.cols(site).created[index] as number) * 1000;
  }
  popularityOf(site: SiteCode, index: number): number {
    return this.cols(site).pop[index] as number;
  }
  conditionOf(site: SiteCode, index: number): number {
    return this.cols(site).cond[index] as number;
  }
  sellerIndexOf(site: SiteCode, index: number): number {
    return this.cols(site).seller[index] as number;
  }
  brandIdOf(site: SiteCode, index: number): number | null {
    const b = this.cols(site).brand[index] as number;
    return b < 0 ? null : (brands[b] as Brand).id;
  }
  genreOf(site: SiteCode, index: number): GenreKey {
    return genreList[this.cols(site).genre[index] as number] as GenreKey;
  }
  categoryIdOf(site: SiteCode, index: number): string {
    return (this.leaves.get(site) as string[])[this.cols(site).leaf[index] as number] as string;
  }

  /** A mask over leaf indexes: true for leaves within `categoryId` (null when the id is unknown). */
  leafMask(site: SiteCode, categoryId: string): Uint8Array | null {
    const tree = this.trees[site];
    if (!tree.get(categoryId)) return null;
    const leafIds = this.leaves.get(site) as string[];
    const mask = new Uint8Array(leafIds.length);
    leafIds.forEach((id, i) => {
      if (tree.isWithin(id, categoryId)) mask[i] = 1;
    });
    return mask;
  }
  leafSlotOf(site: SiteCode, index: number): number {
    return this.cols(site).leaf[index] as number;
  }

  titleOf(site: SiteCode, index: number): string {
    const dyn = this.dynamicTitles.get(`${site}:${index}`);
    if (dyn !== undefined) return dyn;
    const cols = this.cols(site);
    const genre = genres[genreList[cols.genre[index] as number] as GenreKey];
    const b = cols.brand[index] as number;
    const brand = b < 0 ? null : (brands[b] as Brand);
    const path = this.pathNames(site, this.categoryIdOf(site, index));
    let title = genre.build(new Rng(cols.titleSeed[index] as number), brand, path).title;
    const flags = cols.flags[index] as number;
    if (site === 'rakuten' && flags & Flag.Used) title = `【中古】${title}`;
    if (site === 'shopping' && flags & Flag.Used) title = `【中古】${title}`;
    return title;
  }

  /** Lower-cased NFKC title, cached, for keyword matching. */
  searchableTitle(site: SiteCode, index: number): string {
    let cache = this.normTitles.get(site);
    if (!cache) {
      cache = [];
      this.normTitles.set(site, cache);
    }
    let v = cache[index];
    if (v === undefined) {
      const brandId = this.brandIdOf(site, index);
      const brand = brandId === null ? null : brandOf(brandId);
      v = normaliseText(`${this.titleOf(site, index)} ${brand ? `${brand.name} ${brand.latin}` : ''}`);
      cache[index] = v;
    }
    return v;
  }

  /** Every keyword token (split on spaces) occurs in the title (or brand names). */
  matchesKeyword(site: SiteCode, index: number, tokens: readonly string[]): boolean {
    if (tokens.length === 0) return true;
    const haystack = this.searchableTitle(site, index);
    return tokens.every((tok) => haystack.includes(tok));
  }

  /** The full listing. Cached (bounded) because a page renders the same items several times. */
  item(site: SiteCode, index: number): CatalogItem {
    const key = `${site}:${index}`;
    const hit = this.itemCache.get(key);
    if (hit) return hit;
    const made = this.materialise(site, index);
    this.itemCache.set(key, made);
    if (this.itemCache.size > 5_000) this.itemCache.clear(); // a cache: start over rather than evict one by one
    return made;
  }

  /** Look a code up: the listing and (for auctions) the generation, or null. */
  find(site: SiteCode, code: string): { item: CatalogItem; generation: number } | null {
    const found = this.decode(site, code);
    return found ? { item: this.item(site, found.index), generation: found.generation } : null;
  }

  private materialise(site: SiteCode, index: number): CatalogItem {
    const cols = this.cols(site);
    const flags = cols.flags[index] as number;
    const genreKey = genreList[cols.genre[index] as number] as GenreKey;
    const genre = genres[genreKey];
    const b = cols.brand[index] as number;
    const brand = b < 0 ? null : (brands[b] as Brand);
    const categoryId = this.categoryIdOf(site, index);
    const tree = this.trees[site];
    const categoryPath = tree.path(categoryId);
    const built = genre.build(new Rng(cols.titleSeed[index] as number), brand, categoryPath.map((c) => c.name));
    const title = this.titleOf(site, index);
    const seller = this.pool(site).sellers[cols.seller[index] as number] as Seller;
    const rng = Rng.of(this.seed, site, index, 'detail');
    const isStore = (flags & Flag.Store) !== 0;
    const conditionGrade = cols.cond[index] as number;
    const isUsed = (flags & Flag.Used) !== 0;
    const soldOut = (flags & Flag.SoldOut) !== 0;
    const isShops = (flags & Flag.Shops) !== 0;
    const createdMs = (cols.created[index] as number) * 1000;
    const updatedMs = Math.min(CATALOG_EPOCH_MS, createdMs + rng.int(0, 30 * 24 * 60) * 60_000);
    const variants: Variant[] = [];
    if (flags & Flag.Variants) {
      const sizes = genre.variants === 'shoes' ? SHOE_SIZES : CLOTHING_SIZES;
      const start = rng.int(0, Math.max(0, sizes.length - 4));
      const sizeList = sizes.slice(start, start + rng.int(2, 4));
      const colourList = [...new Set([rng.pick(COLOURS), rng.pick(COLOURS), rng.pick(COLOURS)])].slice(0, rng.int(1, 3));
      let v = 0;
      for (const colour of colourList) {
        for (const size of sizeList) {
          v += 1;
          variants.push({
            id: `${alphanumericId(() => rng.next(), 6)}${v}`,
            size: genre.variants === 'shoes' ? `${size}cm` : size,
            colour,
            quantity: soldOut ? 0 : rng.chance(0.2) ? 0 : rng.int(1, 12),
          });
        }
      }
      if (!soldOut && variants.every((x) => x.quantity === 0) && variants[0]) variants[0].quantity = 1;
    }
    const stock = soldOut ? 0 : variants.length > 0 ? variants.reduce((s, x) => s + x.quantity, 0) : site === 'mercari' || site === 'paypay' || site === 'auction' ? 1 : rng.int(1, 40);
    const releaseMs = createdMs - rng.int(0, 20 * 365) * DAY_MS;
    const priceJpy = cols.price[index] as number;
    const isNew = !isUsed;
    const janCode = (site === 'shopping' || site === 'rakuten' || site === 'suruga-ya') && isNew && genreKey !== 'food' ? ean13(rng) : null;
    const listPriceJpy = site === 'suruga-ya' ? Math.round((priceJpy * (1.2 + rng.next())) / 10) * 10 : null;
    const code = this.codeOf(site, index, 0);
    const attributes: Record<string, string> = { ...built.attributes };
    if (brand) attributes['ブランド'] = brand.name;
    const item: CatalogItem = {
      site,
      index,
      code,
      genre: genreKey,
      title,
      description: '',
      priceJpy,
      noPrice: (flags & Flag.NoPrice) !== 0 || (site === 'suruga-ya' && soldOut && rng.chance(0.5)),
      taxRate: site === 'auction' ? (isStore ? 10 : 0) : site === 'mercari' || site === 'paypay' ? 0 : genreKey === 'food' ? 8 : 10,
      taxExcluded: (flags & Flag.TaxExcluded) !== 0,
      category: categoryPath[categoryPath.length - 1] as Category,
      categoryPath,
      brand,
      seller,
      conditionGrade,
      isUsed,
      shippingPayer: flags & Flag.ShippingBuyer ? 'buyer' : 'seller',
      soldOut,
      trading: (flags & Flag.Trading) !== 0,
      stock,
      imageCount: rng.int(1, site === 'auction' ? 6 : 4),
      createdMs,
      updatedMs,
      popularity: cols.pop[index] as number,
      reviewAverage: (cols.pop[index] as number) > 0 ? Math.round((3.4 + rng.next() * 1.6) * 100) / 100 : 0,
      variants,
      isAuctionSlot: (flags & Flag.Auction) !== 0,
      isShops,
      shopsProductId: isShops ? (this.shopsIdOf.get(index) ?? null) : null,
      janCode,
      listPriceJpy,
      releaseMs,
      attributes,
    };
    item.description = describe(item, genre.label, rng);
    return item;
  }

  // --- control-API auctions ---------------------------------------------------------------------

  /**
   * Reserve a listing slot for an auction created through the control API: the next one, or slot
   * `slot` (the k-th control-API auction of the site) when a shared log says which (sandbox.ts).
   */
  addDynamicAuction(
    site: 'auction' | 'mercari',
    input: { title?: string; genre?: GenreKey; startPriceJpy: number; sellerIndex?: number; store?: boolean },
    slot?: number,
  ): number {
    const k = slot ?? this.dynamicCount.get(site) ?? 0;
    if (!Number.isSafeInteger(k) || k < 0 || k >= DYNAMIC_CAPACITY) throw new RangeError('too many control-API auctions in this sandbox');
    const index = this.itemsPerSite + k;
    this.dynamicCount.set(site, Math.max(this.dynamicCount.get(site) ?? 0, k + 1));
    const cols = this.cols(site);
    const rng = Rng.of(this.seed, site, 'dynamic', k);
    const tree = this.trees[site];
    const covered = tree.genresCovered();
    const genreKey = input.genre && covered.includes(input.genre) ? input.genre : rng.pick(covered.filter((g) => g !== 'food'));
    cols.genre[index] = genreIndex.get(genreKey) as number;
    cols.titleSeed[index] = rng.u32();
    const leafId = rng.pick(tree.leavesFor(genreKey));
    cols.leaf[index] = (this.leafIndex.get(site) as Map<string, number>).get(leafId) as number;
    const fitting = this.brandsFitting(site, genreKey, leafId);
    const brandId = fitting.length > 0 ? rng.pick(fitting) : -1;
    cols.brand[index] = brandId < 0 ? -1 : (brandIndex.get(brandId) as number);
    const pool = this.pool(site);
    const wantsStore = input.store === true && site === 'auction';
    cols.seller[index] =
      input.sellerIndex ?? (wantsStore ? rng.int(0, pool.storeCount - 1) : pool.storeCount + rng.int(0, pool.privateCount - 1));
    cols.cond[index] = 2;
    cols.flags[index] = Flag.Auction | Flag.Used | (wantsStore ? Flag.Store : 0);
    cols.price[index] = input.startPriceJpy;
    cols.created[index] = Math.floor(CATALOG_EPOCH_MS / 1000);
    cols.pop[index] = 0;
    if (input.title) this.dynamicTitles.set(`${site}:${index}`, input.title);
    this.normTitles.get(site)?.splice(index, 1, undefined);
    this.itemCache.delete(`${site}:${index}`);
    return index;
  }
}

export function normaliseText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export function keywordTokens(keyword: string | null | undefined): string[] {
  if (!keyword) return [];
  return normaliseText(keyword)
    .split(/\s+/)
    .filter((tok) => tok.length > 0);
}

const CONDITION_TEXT = ['新品、未使用', '未使用に近い', '目立った傷や汚れなし', 'やや傷や汚れあり', '傷や汚れあり', '全体的に状態が悪い'];

export function conditionText(grade: number): string {
  return CONDITION_TEXT[grade] ?? CONDITION_TEXT[2] as string;
}

function describe(item: CatalogItem, label: string, rng: Rng): string {
  const lines: string[] = [];
  lines.push(item.title);
  lines.push('');
  lines.push(item.seller.isStore ? 'ご覧いただきありがとうございます。当店の商品はすべて検品済みです。' : 'ご覧いただきありがとうございます。');
  lines.push(`【状態】${item.isUsed ? conditionText(item.conditionGrade) : '新品・未使用'}`);
  for (const [k, v] of Object.entries(item.attributes)) lines.push(`【${k}】${v}`);
  if (item.variants.length > 0) {
    lines.push(`【サイズ】${[...new Set(item.variants.map((v) => v.size))].join('/')}`);
    lines.push(`【カラー】${[...new Set(item.variants.map((v) => v.colour))].join('/')}`);
  }
  lines.push(
    rng.pick([
      '中古品のため、細かな傷や汚れはご了承ください。',
      '自宅保管品です。神経質な方はご遠慮ください。',
      '丁寧に梱包して発送いたします。',
      '他サイトでも販売しているため、売り切れの際はご容赦ください。',
    ]),
  );
  lines.push(item.shippingPayer === 'seller' ? '送料込みでの出品です。' : '送料は落札者（購入者）様のご負担となります。');
  lines.push('');
  lines.push(`#${label}${item.brand ? ` #${item.brand.name}` : ''}`);
  return lines.join('\n');
}

export function createCatalog(options: CatalogOptions = {}): Catalog {
  return new Catalog(options);
}
