// Suruga-ya (駿河屋) read like a browser: search and product pages are HTML (research §6).
//
// - search: /search?search_word=&category=&page=&rankBy=&inStock=On; 24 cards per page (re-paged
//   to the size asked for, 20 by default: spec §9), `div.item`:
//   title in `.title a` / `h3.product-name`, link `/product/detail/<code>` (Suruga-ya's own stock)
//   or `/product/other/<code>` (marketplace offers only), the selling price in
//   `.item_price .price_teika strong` written with a full-width yen sign (`￥580 ～ ￥1,280 `),
//   「品切れ」 in `.item_price .price` = sold out, 「定価：」 in a `price_teika` OUTSIDE
//   `.item_price` is the list price (not what the buyer pays), a マケプレ price may follow.
// - item: /product/detail/<code> with the selectors of research §6 (dated 2026-01-07):
//   title `h1`, price `.price_group .text-price-detail` / `.price_group label`, in stock when a
//   `.btn_buy` / `.cart1` button exists, sold out with `.waitbtn`, image `.is-main-image img`,
//   spec table `.tbl_product_info`. No recorded detail page exists: tests use hand-written markup.
//   The category path comes from the breadcrumb links (`/search?category=<id>`); without them,
//   from the spec table's カテゴリ row (the sandbox's `ゲーム > Nintendo Switch`, see categoryRow).
// - Prices are shown tax included (税込). Shipping is charged per order by Suruga-ya or per shop
//   for marketplace offers: 'unknown' per item.
// - robots.txt Crawl-delay 30: live mode spaces requests 30 s apart (create-adapters.ts).
// The HTML is parsed with node-html-parser (html.ts).

import type { CategoryNode, CategoryRef, ItemCondition, MarketplaceAdapter, Product, ProductSummary, SearchPage, SearchQuery, SearchSort } from '../model.ts';
import { codePatterns, listingUrl } from '../sites.ts';
import { parseHtml, textOf, textWithBreaks, type HTMLElement } from './html.ts';
import { BROWSER_USER_AGENT, SiteHttp, clampPageSize, emptyPage, FormatError, int, uniqueStrings, withQuery, type AdapterOptions } from './common.ts';

export type SurugayaOptions = AdapterOptions;

const HOST = 'https://www.suruga-ya.jp';
/** Cards on one of the site's search pages. */
export const SURUGAYA_PAGE_SIZE = 24;
/** Products on one of our pages (spec §9: Suruga-ya 20). */
export const SURUGAYA_DEFAULT_PAGE_SIZE = 20;
const SURUGAYA_MAX_PAGE_SIZE = 48;

const SORTS: Partial<Record<SearchSort, string>> = {
  newest: 'modificationTime:descending',
  price_asc: 'price:ascending',
  price_desc: 'price:descending',
};

/** `{code, kind}` of a product link (absolute or relative), or null. */
export function surugayaLink(href: string | null): { code: string; kind: 'detail' | 'other' } | null {
  if (!href) return null;
  let path: string;
  try {
    path = new URL(href, HOST).pathname;
  } catch {
    return null;
  }
  const match = /^\/product\/(detail|other)\/([A-Za-z0-9-]+)\/?$/.exec(path);
  return match?.[1] && match[2] ? { code: match[2], kind: match[1] as 'detail' | 'other' } : null;
}

/** The first yen amount in a text such as `中古：￥6,400 ` or `￥580 ～ ￥1,280`. */
export function firstYen(text: string): number | null {
  const normalised = text.normalize('NFKC');
  const match = /[¥￥]\s*([\d,]+)/.exec(normalised) ?? /([\d,]+)\s*円/.exec(normalised);
  return match?.[1] ? int(match[1]) : null;
}

function conditionOfLabel(text: string): ItemCondition {
  if (text.includes('中古')) return 'used';
  if (text.includes('新品')) return 'new';
  return 'unknown';
}

/**
 * The image of an <img> (lazy `data-src` first). Suruga-ya writes absolute URLs (recorded card);
 * protocol-relative ones get https. Root-relative ones are kept as they are: the sandbox serves its
 * drawn images from our own server under such paths.
 */
function imageOf(img: HTMLElement | null): string | null {
  const src = img?.getAttribute('data-src') ?? img?.getAttribute('src');
  if (!src || src.startsWith('data:')) return null;
  return src.startsWith('//') ? `https:${src}` : src;
}

function sourceUrl(code: string): string {
  return codePatterns.surugaya.test(code) ? listingUrl('suruga-ya', code) : `${HOST}/product/detail/${code}`;
}

/** One search card. */
export function parseSurugayaCard(card: HTMLElement): ProductSummary | null {
  const titleLink = card.querySelector('.title a') ?? card.querySelector('p.title a') ?? card.querySelector('.thum a');
  const link = surugayaLink(titleLink?.getAttribute('href') ?? null) ?? surugayaLink(card.querySelector('.thum a')?.getAttribute('href') ?? null);
  if (!link) return null;
  const title = textOf(card.querySelector('.product-name')) || textOf(titleLink);
  if (!title) return null;
  const priceBlock = card.querySelector('.item_price');
  const soldOut = textOf((priceBlock ?? card).querySelector('.price')).includes('品切れ');
  // The selling price is the `.price_teika` inside `.item_price`; one outside it is the list price.
  const selling = priceBlock?.querySelectorAll('.price_teika').find((p) => !textOf(p).includes('定価')) ?? null;
  const sellingText = textOf((selling ?? card).querySelector('strong') ?? selling);
  const marketplaceText = textOf((priceBlock ?? card).querySelector('.makeplaTit .text-red strong'));
  const ownPrice = soldOut ? null : firstYen(sellingText);
  const marketplacePrice = firstYen(marketplaceText);
  const price = ownPrice ?? (soldOut ? null : marketplacePrice);
  return {
    site: 'suruga-ya',
    code: link.code,
    title,
    priceJpy: price,
    imageUrl: imageOf(card.querySelector('.thum img') ?? card.querySelector('img')),
    condition: conditionOfLabel(textOf(selling)),
    available: !soldOut && price !== null,
    shippingPayer: 'unknown',
    bidCount: null,
    endTime: null,
    buyNowPriceJpy: null,
    sellerId: null,
    sellerName: link.kind === 'other' ? 'マケプレ' : '駿河屋',
    categoryId: null,
    isShopsProduct: false,
    sourceUrl: sourceUrl(link.code),
  };
}

export interface SurugayaSearchResult {
  items: ProductSummary[];
  /** Cards on the page before any filtering (24 on a full page). */
  cardCount: number;
  total: number | null;
  hasNextLink: boolean;
}

/** A search results page (or a fragment of cards). */
export function parseSurugayaSearch(html: string): SurugayaSearchResult {
  const root = parseHtml(html);
  // An outer box holding a `div.item` is not a card itself.
  const cards = root.querySelectorAll('div.item, div.item_box').filter((card) => !card.querySelector('div.item'));
  const items = cards.map(parseSurugayaCard).filter((s): s is ProductSummary => s !== null);
  // The hit count: a bare number in `.hit_count`, or 「N件」 in a result line.
  let total = int(textOf(root.querySelector('.hit_count')));
  if (total === null) {
    for (const el of root.querySelectorAll('.hit, .search_result_num, .search-result-count, #search_result .result, .result_count')) {
      const match = /([\d,]+)\s*件/.exec(textOf(el).normalize('NFKC'));
      if (match?.[1]) {
        total = int(match[1]);
        break;
      }
    }
  }
  if (cards.length > 0 && items.length === 0) throw new FormatError('result cards without readable product data');
  if (cards.length === 0 && total === null && !NO_RESULTS_TEXT.test(textOf(root))) {
    throw new FormatError('not a search results page');
  }
  return { items, cardCount: cards.length, total, hasNextLink: root.querySelector('li.next a') !== null };
}

/** `{id, name}` of the links to a category search (`/search?category=<id>`), in page order. */
function categoryLinks(links: HTMLElement[]): CategoryRef[] {
  const path: CategoryRef[] = [];
  for (const a of links) {
    const match = /[?&]category=(\d+)/.exec(a.getAttribute('href') ?? '');
    const name = textOf(a);
    if (match?.[1] && name) path.push({ id: match[1], name });
  }
  return path;
}

/**
 * The codes of Suruga-ya's top categories by name: the ones this project uses everywhere (the
 * sandbox's tree and the web's Suruga-ya category pages). Research §6 only confirms that the
 * `category` parameter takes such codes; check these against the live site.
 */
const TOP_CATEGORY_CODES: Readonly<Record<string, string>> = {
  'ゲーム': '7',
  '映像ソフト': '3',
  '音楽ソフト': '4',
  'おもちゃ・ホビー': '5',
  '書籍・コミック': '10',
  '家電・カメラ・AV': '2',
  '同人': '11',
};

/**
 * The category path of the spec table's カテゴリ row, for a page without a breadcrumb. A path
 * entry's id has to be a code the search takes (the server searches related items by the last
 * one, the web links each entry to its category page), so names linked to a category search
 * (`/search?category=<id>`) keep their links' codes. The sandbox writes plain names, top first
 * (`ゲーム > Nintendo Switch`): only the top one has a known code, so the path is that one entry
 * (the whole row stays readable in `attributes.カテゴリ`).
 */
function categoryRow(cell: HTMLElement | null): CategoryRef[] {
  if (!cell) return [];
  const linked = categoryLinks(cell.querySelectorAll('a[href]'));
  if (linked.length > 0) return linked;
  const [top] = textOf(cell).split(/\s*[>＞]\s*/);
  const id = top ? TOP_CATEGORY_CODES[top] : undefined;
  return top && id ? [{ id, name: top }] : [];
}

/**
 * Suruga-ya's category list (spec §2: the search popover's Suruga-ya category radio list): its top
 * categories, in the order of the site's own menu. Only these codes are known (see
 * TOP_CATEGORY_CODES), so the list has no second level.
 */
export function surugayaCategoryNodes(parentId: string | null): CategoryNode[] {
  if (parentId !== null) return [];
  return Object.entries(TOP_CATEGORY_CODES).map(([name, id]) => ({ id, name, parentId: null, hasChildren: false }));
}

const NO_RESULTS_TEXT = /見つかりませんでした|該当する商品がありません|該当する商品はありません|(?:^|[^\d,])0\s*件/;

const NOT_FOUND_TEXT = /見つかりませんでした|存在しません|ページが見つかりません|該当する商品がありません/;

/** A product detail page; null when the page says there is no such product. */
export function parseSurugayaDetail(html: string, code: string): Product | null {
  const root = parseHtml(html);
  const title = textOf(root.querySelector('h1#item_title') ?? root.querySelector('h1'));
  const priceGroup = root.querySelector('.price_group');
  if (!title || (!priceGroup && !root.querySelector('.tbl_product_info'))) {
    if (NOT_FOUND_TEXT.test(textOf(root))) return null;
    throw new FormatError('not a product page (no h1 / .price_group)');
  }
  const priceText = textOf(root.querySelector('.price_group .text-price-detail') ?? root.querySelector('.price_group label') ?? priceGroup);
  const price = firstYen(priceText);
  const canBuy = root.querySelector('.btn_buy, .cart1') !== null;
  const waiting = root.querySelector('.waitbtn') !== null;
  const soldOutText = textOf(priceGroup).includes('品切れ');
  const available = canBuy && !waiting && !soldOutText && price !== null;
  const images = uniqueStrings([
    ...root.querySelectorAll('.is-main-image img').map(imageOf),
    ...root.querySelectorAll('.item_images img, .product_zoom img, .item_img img, #item_img img').map(imageOf),
  ]);
  const attributes: Record<string, string> = {};
  let categoryCell: HTMLElement | null = null;
  for (const row of root.querySelectorAll('.tbl_product_info tr')) {
    const key = textOf(row.querySelector('th'));
    const cell = row.querySelector('td');
    const value = textOf(cell);
    if (key && value) attributes[key] = value;
    if (key === 'カテゴリ' && value) categoryCell ??= cell;
  }
  const breadcrumb = categoryLinks(root.querySelectorAll('.breadcrumb a, #topicPath a, .topic_path a'));
  const categoryPath = breadcrumb.length > 0 ? breadcrumb : categoryRow(categoryCell);
  const description =
    textWithBreaks(root.querySelector('#product_detail_info, .product_description, #product_description, .item_detail_info, #item_detail_text')) ||
    Object.entries(attributes)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n');
  const groupText = textOf(priceGroup);

  return {
    site: 'suruga-ya',
    code,
    title,
    priceJpy: price,
    priceExTaxJpy: null,
    taxRatePercent: null,
    imageUrl: images[0] ?? `${HOST}/database/photo.php?shinaban=${encodeURIComponent(code)}&size=m`,
    images: images.length > 0 ? images : [`${HOST}/database/photo.php?shinaban=${encodeURIComponent(code)}&size=m`],
    condition: conditionOfLabel(groupText),
    conditionLabel: groupText.includes('中古') ? '中古' : groupText.includes('新品') ? '新品' : null,
    available,
    stock: available ? null : 0,
    shippingPayer: 'unknown',
    domesticShippingJpy: null,
    sellerId: null,
    sellerName: '駿河屋',
    seller: { id: 'suruga-ya', name: '駿河屋', isStore: true, ratingPercent: null, ratingCount: null, url: HOST },
    categoryId: categoryPath[categoryPath.length - 1]?.id ?? null,
    categoryPath,
    isShopsProduct: false,
    sourceUrl: sourceUrl(code),
    description,
    variants: [],
    auction: null,
    brand: null,
    attributes,
    likes: null,
    updatedAt: null,
  };
}

export function createSurugayaAdapter(options: SurugayaOptions): MarketplaceAdapter {
  const http = new SiteHttp('suruga-ya', options, {
    headers: { 'User-Agent': BROWSER_USER_AGENT, 'Accept-Language': 'ja,en;q=0.8', Accept: 'text/html,application/xhtml+xml' },
  });

  return {
    site: 'suruga-ya',

    async search(query: SearchQuery, signal?: AbortSignal): Promise<SearchPage> {
      const page = Math.max(1, Math.floor(query.page ?? 1));
      const size = clampPageSize(query.pageSize, SURUGAYA_DEFAULT_PAGE_SIZE, SURUGAYA_MAX_PAGE_SIZE);
      const keyword = query.keyword?.trim();
      if (query.listingType === 'auction' || (!keyword && !query.categoryId)) return emptyPage({ page }, size);
      const onlyAvailable = query.onlyAvailable !== false;
      const upstreamPage = async (n: number): Promise<SurugayaSearchResult> => {
        const url = withQuery(`${HOST}/search`, {
          category: query.categoryId,
          search_word: keyword,
          page: n > 1 ? n : undefined,
          rankBy: SORTS[query.sort ?? 'relevance'],
          'restrict[]': query.condition === 'used' ? 'sale_classified=中古' : query.condition === 'new' ? 'sale_classified=新品' : undefined,
          // The site's own in-stock filter: its hit count is then what can be bought, so pages
          // stay full and add up to the total.
          inStock: onlyAvailable ? 'On' : undefined,
        });
        const response = await http.request(url, { ttlMs: http.ttl.searchMs }, signal);
        return http.parse(response, () => parseSurugayaSearch(response.body));
      };
      // Re-page the site's 24 cards a page to the size asked for: the window [offset, offset + size)
      // lies on one or two (for sizes up to 48) upstream pages, read in order (cached, spaced).
      const offset = (page - 1) * size;
      const first = Math.floor(offset / SURUGAYA_PAGE_SIZE) + 1;
      const last = Math.floor((offset + size - 1) / SURUGAYA_PAGE_SIZE) + 1;
      const cards: ProductSummary[] = [];
      let total: number | null = null;
      let reachedEnd = false;
      for (let n = first; n <= last; n += 1) {
        const parsed = await upstreamPage(n);
        total ??= parsed.total;
        cards.push(...parsed.items);
        if (parsed.cardCount < SURUGAYA_PAGE_SIZE && !parsed.hasNextLink) {
          reachedEnd = true;
          break;
        }
      }
      const start = offset - (first - 1) * SURUGAYA_PAGE_SIZE;
      let items = cards.slice(start, start + size);
      // A sold-out card the in-stock filter let through is still not shown as buyable.
      if (onlyAvailable) items = items.filter((item) => item.available);
      // No price filter is known for the search URL: filtered here, within the page.
      const { priceMinJpy: min, priceMaxJpy: max } = query;
      if (min !== undefined || max !== undefined) {
        items = items.filter((i) => i.priceJpy !== null && (min === undefined || i.priceJpy >= min) && (max === undefined || i.priceJpy <= max));
      }
      const seen = (first - 1) * SURUGAYA_PAGE_SIZE + cards.length;
      const knownTotal = total ?? (reachedEnd ? seen : Math.max(seen, offset + size) + SURUGAYA_PAGE_SIZE);
      return { items, page, pageSize: size, total: knownTotal, hasNext: offset + size < knownTotal };
    },

    async categories(parentId: string | null): Promise<CategoryNode[]> {
      return surugayaCategoryNodes(parentId);
    },

    async item(code: string, signal?: AbortSignal): Promise<Product | null> {
      if (!codePatterns.surugaya.test(code)) return null;
      const url = `${HOST}/product/detail/${code}`;
      const response = await http.request(url, { ttlMs: http.ttl.itemMs, acceptStatus: (s) => s === 404 }, signal);
      if (response.status === 404) return null;
      return http.parse(response, () => parseSurugayaDetail(response.body, code));
    },
  };
}
