// Builds bench/titles-corpus.tsv, the corpus `npm run bench:titles` translates:
//   node --import tsx bench/titles-corpus.ts <recorded-fixtures-dir>
// Each line is "<source>\t<title>": the recorded marketplace responses the fixtures directory holds
// (Mercari searches, items, seller items and Shops products; Rakuten Ichiba searches; the Yahoo!
// Auctions search page; Suruga-ya item cards) and titles the offline sandbox builds from its
// vocabulary (packages/sandbox/src/vocabulary.ts), the same titles the sandbox marketplaces list.
// Hand-written fixtures and titles without Japanese are left out. The file is checked in, so the
// benchmark and the tests never need the fixtures directory.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createCatalog } from '@kaimono/sandbox';

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const SANDBOX_PER_SITE = 70;

const dir = process.argv[2];
if (!dir || !existsSync(dir)) {
  console.error('usage: node --import tsx bench/titles-corpus.ts <recorded-fixtures-dir>');
  process.exit(2);
}

type Json = Record<string, unknown>;
const read = (file: string): Json => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Json;
const rows: [string, string][] = [];
const add = (source: string, title: unknown) => {
  if (typeof title !== 'string') return;
  const clean = title.replace(/[\s\u3000]+/g, ' ').trim();
  if (clean && JAPANESE.test(clean)) rows.push([source, clean]);
};

for (const file of ['search-simple', 'search-next-page-p1', 'search-next-page-p2', 'search-last-page', 'search-no-price-item', 'search-item-condition-filter', 'search-auction']) {
  for (const item of (read(`mercari/${file}.json`).items as Json[] | undefined) ?? []) add(`fixture:mercari/${file}`, item.name);
}
for (const file of ['item', 'item-with-comments', 'item-auction']) add(`fixture:mercari/${file}`, (read(`mercari/${file}.json`).data as Json).name);
for (const item of read('mercari/seller-items.json').data as Json[]) add('fixture:mercari/seller-items', item.name);
{
  const product = read('mercari/shops-product.json');
  add('fixture:mercari/shops-product', product.displayName);
  const shopItems = ((product.productDetail as Json | undefined)?.shop as Json | undefined)?.shopItems as Json[] | undefined;
  for (const item of shopItems ?? []) add('fixture:mercari/shops-product', item.displayName ?? item.name);
}
for (const file of ['item-search', 'item-search-9-hits']) {
  for (const wrapper of (read(`rakuten/${file}.json`).Items as Json[] | undefined) ?? []) {
    add(`fixture:rakuten/${file}`, ((wrapper.Item as Json | undefined) ?? wrapper).itemName);
  }
}
add('fixture:auction/legacy-api-auctionItem-v2', ((read('auction/legacy-api-auctionItem-v2.json').ResultSet as Json | undefined)?.Result as Json | undefined)?.Title);
for (const match of readFileSync(join(dir, 'auction/search-results-fragment.html'), 'utf8').matchAll(/\btitle="([^"]+)"/g)) add('fixture:auction/search-results-fragment', match[1]);
for (const file of ['search-item-card', 'search-item-card-out-of-stock']) {
  for (const match of readFileSync(join(dir, `suruga-ya/${file}.excerpt.html`), 'utf8').matchAll(/class="product-name">([^<]+)/g)) add(`fixture:suruga-ya/${file}`, match[1]);
}

const catalog = createCatalog();
for (const site of ['auction', 'mercari', 'rakuten', 'shopping', 'paypay', 'suruga-ya'] as const) {
  const size = catalog.size(site);
  const step = Math.max(1, Math.floor(size / SANDBOX_PER_SITE));
  for (let i = 0, n = 0; i < size && n < SANDBOX_PER_SITE; i += step, n += 1) add(`sandbox:${site}`, catalog.titleOf(site, i));
}

const seen = new Set<string>();
const unique = rows.filter(([, title]) => !seen.has(title) && seen.add(title));
const out = join(import.meta.dirname, 'titles-corpus.tsv');
writeFileSync(out, `# source\ttitle — built by bench/titles-corpus.ts; ${unique.length} titles\n${unique.map((r) => r.join('\t')).join('\n')}\n`);
const bySource = new Map<string, number>();
for (const [source] of unique) bySource.set(source.split('/')[0]!.split(':')[0]!, (bySource.get(source.split('/')[0]!.split(':')[0]!) ?? 0) + 1);
console.log(`${unique.length} titles →`, out, Object.fromEntries(bySource));
