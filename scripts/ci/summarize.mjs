// Reads the stage list written by .ci/run and prints each stage's result, then, as the very last
// line, `N passed, N failed` (totals). Exits 1 when anything failed, else 0.
//
// Usage: node scripts/ci/summarize.mjs STAGES_FILE
// STAGES_FILE has one tab-separated line per stage: name, kind, exit code, report path, seconds.
//   kind `setup`:  a preparation step (apt, npm ci); counts only when it failed (1 failed).
//   kind `status`: a pass/fail step (lint, typecheck); 1 passed or 1 failed by its exit code.
//   kind `vitest`: counts from Vitest's JSON report (numPassedTests, numFailedTests), plus one
//                  failure per test file that failed without a failing test (import error, hook)
//                  and one if the run exited non-zero with no failure in the report.
//                  A missing or unreadable report counts as 1 failed.
//   kind `e2e`:    counts from the browser journeys' report `{ "passed": N, "failed": N }`,
//                  with the same rules for a missing report and a non-zero exit.
import { readFileSync } from 'node:fs';

function readJson(path) {
  try {
    return { value: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (error) {
    return { error: error.code === 'ENOENT' ? 'report missing' : `report unreadable (${error.message})` };
  }
}

const isCount = (n) => Number.isSafeInteger(n) && n >= 0;

function countVitest(report) {
  if (!report || !isCount(report.numPassedTests) || !isCount(report.numFailedTests)) {
    return { error: 'report has no numPassedTests/numFailedTests' };
  }
  let fileErrors = 0;
  for (const file of Array.isArray(report.testResults) ? report.testResults : []) {
    const assertions = Array.isArray(file.assertionResults) ? file.assertionResults : [];
    if (file.status === 'failed' && !assertions.some((a) => a.status === 'failed')) fileErrors += 1;
  }
  const notes = fileErrors ? [`${fileErrors} test file(s) failed outside a test`] : [];
  return { passed: report.numPassedTests, failed: report.numFailedTests + fileErrors, notes };
}

function countE2e(report) {
  if (!report || !isCount(report.passed) || !isCount(report.failed)) {
    return { error: 'report is not { "passed": N, "failed": N }' };
  }
  return { passed: report.passed, failed: report.failed, notes: [] };
}

function evaluate({ kind, code, report }) {
  if (kind === 'setup') return code === 0 ? { passed: 0, failed: 0, notes: [] } : { passed: 0, failed: 1, notes: [] };
  if (kind === 'status') return code === 0 ? { passed: 1, failed: 0, notes: [] } : { passed: 0, failed: 1, notes: [] };
  if (kind !== 'vitest' && kind !== 'e2e') return { passed: 0, failed: 1, notes: [`unknown stage kind ${kind}`] };

  const json = readJson(report);
  const counted = json.error ? json : kind === 'vitest' ? countVitest(json.value) : countE2e(json.value);
  if (counted.error) return { passed: 0, failed: 1, notes: [counted.error] };
  if (code !== 0 && counted.failed === 0) {
    return { passed: counted.passed, failed: 1, notes: [...counted.notes, `exited ${code} with no failure in its report`] };
  }
  return counted;
}

const stagesFile = process.argv[2];
if (!stagesFile) {
  console.error('usage: node scripts/ci/summarize.mjs STAGES_FILE');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

let lines = [];
try {
  lines = readFileSync(stagesFile, 'utf8').split('\n').filter((l) => l.trim() !== '');
} catch (error) {
  console.error(`cannot read ${stagesFile}: ${error.message}`);
}

const rows = lines.map((line) => {
  const [name = '?', kind = '?', code = '1', report = '', seconds = ''] = line.split('\t');
  const stage = { name, kind, code: Number.parseInt(code, 10), report, seconds };
  if (!Number.isInteger(stage.code)) stage.code = 1;
  return { ...stage, ...evaluate(stage) };
});

if (rows.length === 0) rows.push({ name: 'stages', kind: 'status', code: 1, seconds: '', passed: 0, failed: 1, notes: ['no stage ran'] });

let passed = 0;
let failed = 0;
const width = Math.max(...rows.map((r) => r.name.length));
console.log('');
console.log('Stage results:');
for (const r of rows) {
  passed += r.passed;
  failed += r.failed;
  const verdict = r.failed > 0 ? 'FAILED' : 'ok    ';
  const counts = r.kind === 'setup' ? `exit ${r.code}` : `${r.passed} passed, ${r.failed} failed`;
  const time = r.seconds !== '' ? `  (${r.seconds}s)` : '';
  const notes = r.notes.length ? `  [${r.notes.join('; ')}]` : '';
  console.log(`  ${r.name.padEnd(width)}  ${verdict}  ${counts}${time}${notes}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
