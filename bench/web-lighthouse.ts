/**
 * npm run bench:web — Lighthouse (mobile preset, simulated throttling) on the home page of the real
 * server (built web app, fresh embedded database), in Debian's Chromium. Prints the category scores
 * and the main metrics; the foundation budget is performance and accessibility ≥ 95.
 * Usage: npm run bench:web [-- --runs 3] [-- --path /page/bieu-phi] [-- --report lighthouse.json]
 * (--report keeps the full report of the last run, to read its diagnostics: LCP element, unused JS, ...)
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath, startServer } from '../apps/web/e2e/harness.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, path: { type: 'string', default: '/' }, report: { type: 'string' } },
});
const runs = Math.max(1, Number(values.runs) || 1);

const server = await startServer({ JOBS_ENABLED: 'false' });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
const scores: Record<string, number[]> = {};
const metrics: Record<string, number[]> = {};
try {
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouse(`${server.baseUrl}${values.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (values.report) writeFileSync(values.report, JSON.stringify(result.lhr));
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
} finally {
  await chrome.kill();
  await server.stop();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(`Lighthouse mobile, ${values.path}, ${runs} run(s), median:`);
for (const [id, xs] of Object.entries(scores)) console.log(`  ${id.padEnd(16)} ${median(xs)}   (runs: ${xs.join(', ')})`);
for (const [id, xs] of Object.entries(metrics)) {
  const value = median(xs);
  console.log(`  ${id.padEnd(26)} ${id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`}`);
}
const ok = median(scores.performance ?? [0]) >= 95 && median(scores.accessibility ?? [0]) >= 95;
console.log(ok ? 'budget met: performance and accessibility ≥ 95' : 'budget MISSED: performance and accessibility must be ≥ 95');
