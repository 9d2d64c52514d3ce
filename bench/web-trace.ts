/**
 * npm run bench:web-trace — the main-thread cost of loading a page, less dependent on the machine's
 * load than Lighthouse's simulated score: the real server (built web app, fresh embedded database,
 * sandbox), Chromium at a phone's viewport with the CPU slowed 4×, a Chromium trace of the load until
 * the page is hydrated and quiet. Prints (median of --runs) the renderer's script time, its whole
 * task time, style and layout, the long tasks (≥ 50 ms) and their blocking time past 50 ms, and the
 * long tasks of the last run by the script they ran; and the main thread's CPU (thread) time — all
 * tasks, the JavaScript in them, and Lighthouse-style blocking (each task × 4 − 50 ms) — which the
 * machine's other load hardly moves: with --cpu 1 the steadiest figure to compare builds by.
 * Usage: npm run bench:web-trace [-- --page item|auction|home|search] [-- --path /mercari/item/x] [-- --runs 5]
 *        [-- --save trace.json] (keeps the last run's trace with a CPU profile, to open in Chromium's
 *        performance panel) [-- --cpu 4] (the CPU slow-down)
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, startServer } from '../apps/web/e2e/harness.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, page: { type: 'string', default: 'item' }, path: { type: 'string' }, save: { type: 'string' }, cpu: { type: 'string', default: '4' } },
});
const runs = Math.max(1, Number(values.runs) || 1);
const KEYWORD = 'ポケモンカード';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: what the task cost without the time the busy machine ran something else. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; scriptName?: string; frame?: string } };
}

/** Trace events that run JavaScript (the outermost of them is counted). */
const JS_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'V8.Execute', 'v8.run', 'v8.compile', 'v8.compileModule']);

const server = await startServer({ JOBS_ENABLED: 'false' });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

async function pagePath(): Promise<string> {
  if (values.path) return values.path;
  if (values.page === 'home') return '/';
  const site = values.page === 'auction' ? 'auction' : 'mercari';
  if (values.page === 'search') return `/${site}/search?keyword=${encodeURIComponent(KEYWORD)}`;
  const response = await fetch(`${server.baseUrl}/api/${site}/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off`);
  const body = (await response.json()) as { products?: { code?: string }[]; results?: { code?: string }[] };
  const code = (body.products ?? body.results)?.[0]?.code;
  if (!code) throw new Error(`the sandbox search of ${site} found no item`);
  return `/${site}/item/${code}`;
}

/** Waits until React has taken over the page's main content and no long task ran for 2 s. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.getElementById('main');
      return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_000);
}

async function traceOnce(target: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'vi-VN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) || 1 });
  await cdp.send('Performance.enable');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', ...(values.save ? ['disabled-by-default-v8.cpu_profiler'] : [])] });
  await page.goto(`${server.baseUrl}${target}`);
  await settle(page);
  const raw = await browser.stopTracing();
  if (values.save) writeFileSync(values.save, raw);
  const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] };
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  await context.close();
  const metric = (name: string) => Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);

  // The renderer's main thread: the thread named CrRendererMain that ran the page's scripts.
  const events = trace.traceEvents;
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busiest = mains
    .map((m) => ({ m, n: events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'EvaluateScript').length }))
    .sort((a, b) => b.n - a.n)[0]?.m;
  if (!busiest) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === busiest.pid && e.tid === busiest.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 50_000);
  const scriptOf = (task: TraceEvent) => {
    const end = task.ts + (task.dur ?? 0);
    const inner = onMain.find((e) => e.ts >= task.ts && e.ts < end && (e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name === 'v8.callFunction') && (e.args?.data?.url || e.args?.data?.scriptName));
    const url = inner?.args?.data?.url || inner?.args?.data?.scriptName || '(no script)';
    return url.replace(/^https?:\/\/[^/]+/, '');
  };
  const long = tasks.map((t) => ({ ms: Math.round((t.dur ?? 0) / 1000), cpu: Math.round((t.tdur ?? 0) / 1000), script: scriptOf(t) }));
  // CPU time of the main thread (thread time, so the machine's other load hardly counts), all its
  // tasks and the JavaScript in them (outermost script events only).
  const allTasks = onMain.filter((e) => e.name === 'RunTask');
  const cpuMs = (list: TraceEvent[]) => Math.round(list.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000);
  const js = onMain.filter((e) => JS_EVENTS.has(e.name)).sort((a, b) => a.ts - b.ts);
  const outer: TraceEvent[] = [];
  for (const e of js) {
    const last = outer.at(-1);
    if (!last || e.ts >= last.ts + (last.dur ?? 0)) outer.push(e);
  }
  return {
    script: metric('ScriptDuration'),
    task: metric('TaskDuration'),
    styleLayout: metric('RecalcStyleDuration') + metric('LayoutDuration'),
    longTasks: long.length,
    blocking: long.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0),
    cpuTasks: cpuMs(allTasks),
    // Lighthouse's way (each task's time × 4, less 50 ms) from CPU time: with --cpu 1, the blocking a
    // phone 4× slower would see, hardly moved by the machine's load.
    cpuBlocking: Math.round(allTasks.reduce((sum, e) => sum + Math.max(0, (Number(values.cpu) === 1 ? 4 : 1) * ((e.tdur ?? 0) / 1000) - 50), 0)),
    cpuScript: cpuMs(outer),
    long,
  };
}

try {
  const target = await pagePath();
  await (await fetch(`${server.baseUrl}${target}`)).text();
  const results: Awaited<ReturnType<typeof traceOnce>>[] = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await traceOnce(target);
    results.push(result);
    console.log(
      `  run ${i + 1}: script ${result.script} ms, tasks ${result.task} ms, style+layout ${result.styleLayout} ms, long tasks ${result.longTasks} (blocking ${result.blocking} ms); CPU: tasks ${result.cpuTasks} ms, script ${result.cpuScript} ms, blocking ${result.cpuBlocking} ms`,
    );
  }
  const pick = (key: 'script' | 'task' | 'styleLayout' | 'longTasks' | 'blocking' | 'cpuTasks' | 'cpuScript' | 'cpuBlocking') => median(results.map((r) => r[key]));
  console.log(`\nCPU ${values.cpu}× slower, ${target}, ${runs} run(s), median:`);
  console.log(`  script ${pick('script')} ms · main-thread tasks ${pick('task')} ms · style+layout ${pick('styleLayout')} ms · long tasks ${pick('longTasks')} · blocking past 50 ms ${pick('blocking')} ms`);
  console.log(`  main-thread CPU time (thread time, little affected by the machine's load): tasks ${pick('cpuTasks')} ms · JavaScript ${pick('cpuScript')} ms · blocking ${pick('cpuBlocking')} ms${Number(values.cpu) === 1 ? ' (CPU time × 4 − 50 ms per task)' : ''}`);
  console.log('  long tasks of the last run (wall ms / CPU ms):');
  for (const t of results.at(-1)?.long ?? []) console.log(`    ${String(t.ms).padStart(5)} / ${String(t.cpu).padStart(4)} ms  ${t.script}`);
} finally {
  await browser.close();
  await server.stop();
}
