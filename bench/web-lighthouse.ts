/**
 * npm run bench:web — Lighthouse (mobile preset, simulated throttling) on the real server (built web
 * app, fresh embedded database, sandbox marketplaces), in Debian's Chromium: the home page, a Mercari
 * search page and a Mercari item page of the sandbox. Prints each page's category scores and main
 * metrics (median of --runs) and whether the budget holds: performance ≥ 95, TBT ≤ 200 ms,
 * LCP ≤ 2.5 s on each page (issue 15).
 * Usage: npm run bench:web [-- --runs 3] [-- --page item] [-- --path /page/bieu-phi] [-- --report lighthouse.json]
 * (--page home|search|item|auction, comma-separated, measures those pages only (auction: a Yahoo!
 * Auctions item with its bidding box, not in the default set); --path measures
 * that one page only; --report keeps the full report of the last run (one file per page, `-item` etc. added to the name when
 * several pages are measured), to read its diagnostics: LCP
 * element, unused JS, ...)
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath, startServer } from '../apps/web/e2e/harness.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, page: { type: 'string' }, path: { type: 'string' }, report: { type: 'string' } },
});
const runs = Math.max(1, Number(values.runs) || 1);
const KEYWORD = 'ポケモンカード';
const SEARCH = `/mercari/search?keyword=${encodeURIComponent(KEYWORD)}`;

const server = await startServer({ JOBS_ENABLED: 'false' });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
let allMet = true;

/** The first sandbox item of a site's search, so the item page is a real listing (an auction on `auction`). */
async function sandboxItemPath(site: 'mercari' | 'auction' = 'mercari'): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/${site}/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off`);
  const body = (await response.json()) as { products?: { code?: string; id?: string }[]; results?: { code?: string }[] };
  const first = body.products?.[0] ?? body.results?.[0];
  const code = first && ('code' in first ? first.code : undefined);
  if (!code) throw new Error(`the sandbox search of ${site} found no item`);
  return `/${site}/item/${code}`;
}

/** With several pages, each keeps its own report: `lh.json` → `lh-item.json`, `lh-search.json`, ... */
function reportPath(report: string, pagePath: string): string {
  const many = !values.path && (values.page ?? 'home,search,item').includes(',');
  if (!many) return report;
  const name = pagePath === '/' ? 'home' : pagePath.includes('/search') ? 'search' : pagePath.startsWith('/auction/') ? 'auction' : 'item';
  return report.replace(/(\.json)?$/, `-${name}$1`);
}

async function measure(pagePath: string) {
  // One request first, as a running server has served the page before (the first render of a page
  // compiles its code paths; Lighthouse then measures the page, not the server's warm-up).
  await (await fetch(`${server.baseUrl}${pagePath}`)).text();
  const scores: Record<string, number[]> = {};
  const metrics: Record<string, number[]> = {};
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouse(`${server.baseUrl}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    // A run Lighthouse could not complete (e.g. the page did not paint in time on a busy machine)
    // has no scores: said, and left out of the median instead of counting as 0.
    if (result.lhr.runtimeError) {
      console.log(`  run ${i + 1} failed: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      continue;
    }
    if (values.report) writeFileSync(reportPath(values.report, pagePath), JSON.stringify(result.lhr));
    for (const [id, category] of Object.entries(result.lhr.categories)) {
      (scores[id] ??= []).push(Math.round((category.score ?? 0) * 100));
    }
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
      const audit = result.lhr.audits[id];
      if (audit?.numericValue !== undefined) (metrics[id] ??= []).push(audit.numericValue);
    }
    const failing = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary');
    if (i === 0 && failing.length) console.log(`failing audits: ${failing.map((a) => a.id).join(', ')}`);
  }
  console.log(`Lighthouse mobile, ${pagePath}, ${runs} run(s), median:`);
  for (const [id, xs] of Object.entries(scores)) console.log(`  ${id.padEnd(16)} ${median(xs)}   (runs: ${xs.join(', ')})`);
  for (const [id, xs] of Object.entries(metrics)) {
    const value = median(xs);
    console.log(`  ${id.padEnd(26)} ${id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`}   (runs: ${xs.map((x) => (id === 'cumulative-layout-shift' ? x.toFixed(3) : Math.round(x))).join(', ')})`);
  }
  const performance = median(scores.performance ?? [0]);
  const tbt = median(metrics['total-blocking-time'] ?? [Infinity]);
  const lcp = median(metrics['largest-contentful-paint'] ?? [Infinity]);
  const ok = performance >= 95 && tbt <= 200 && lcp <= 2500;
  allMet &&= ok;
  console.log(ok ? '  budget met: performance ≥ 95, TBT ≤ 200 ms, LCP ≤ 2.5 s' : '  budget MISSED: performance ≥ 95, TBT ≤ 200 ms, LCP ≤ 2.5 s');
  return { pagePath, performance, tbt, lcp, ok };
}

const rows: Awaited<ReturnType<typeof measure>>[] = [];
try {
  const wanted = new Set((values.page ?? 'home,search,item').split(',').map((name) => name.trim()));
  const pages = values.path
    ? [values.path]
    : [wanted.has('home') ? '/' : null, wanted.has('search') ? SEARCH : null, wanted.has('item') ? await sandboxItemPath() : null, wanted.has('auction') ? await sandboxItemPath('auction') : null].filter((page): page is string => page !== null);
  if (!pages.length) throw new Error('--page takes home, search, item or auction (comma-separated)');
  for (const pagePath of pages) rows.push(await measure(pagePath));
} finally {
  await chrome.kill();
  await server.stop();
}

console.log('\npage | performance | TBT | LCP');
for (const row of rows) console.log(`${row.pagePath} | ${row.performance} | ${Math.round(row.tbt)} ms | ${(row.lcp / 1000).toFixed(2)} s${row.ok ? '' : '  (missed)'}`);
console.log(allMet ? 'budget met on every page' : 'budget MISSED on some page');
