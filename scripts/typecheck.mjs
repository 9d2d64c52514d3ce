// Typechecks every workspace with its own tsconfig (the web needs DOM types, the server Node's).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/money',
  'packages/i18n',
  'packages/contracts',
  'packages/marketplaces',
  'packages/sandbox',
  'apps/server',
  'apps/web',
  // The service worker: WebWorker types, not DOM (excluded from apps/web's own project).
  'apps/web/src/sw',
  // The browser journeys (run by tsx, which does not check types).
  'apps/web/e2e',
  'bench',
];
let failed = 0;
for (const dir of projects) {
  if (!existsSync(`${dir}/tsconfig.json`)) continue;
  try {
    execFileSync('npx', ['tsc', '-p', dir], { stdio: 'inherit' });
    console.log(`typecheck ok: ${dir}`);
  } catch {
    failed += 1;
    console.error(`typecheck FAILED: ${dir}`);
  }
}
process.exit(failed ? 1 : 0);
