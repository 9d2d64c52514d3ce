import { writeFileSync } from 'node:fs';
import { artifactsDir, E2E_BANK, launchBrowser, startServer, writeArtifact, writtenArtifacts, type Journey, type JourneyContext } from './harness.ts';
import { journeys as accountJourneys } from './journeys/account.e2e.ts';
import { journeys as catalogJourneys } from './journeys/catalog.e2e.ts';
import { journeys as engagementJourneys } from './journeys/engagement.e2e.ts';
import { journeys as identityJourneys } from './journeys/identity.e2e.ts';
import { journeys as layoutJourneys } from './journeys/layout.e2e.ts';
import { journeys as searchJourneys } from './journeys/search.e2e.ts';
import { journeys as profileJourneys } from './journeys/profile.e2e.ts';
import { journeys as walletJourneys } from './journeys/wallet.e2e.ts';
import { journeys as vouchersVipJourneys } from './journeys/vouchers-vip.e2e.ts';
import { journeys as cartJourneys } from './journeys/cart.e2e.ts';
import { journeys as pricingJourneys } from './journeys/pricing.e2e.ts';
import { journeys as ordersJourneys } from './journeys/orders.e2e.ts';
import { journeys as biddingJourneys } from './journeys/bidding.e2e.ts';
import { journeys as adminOrdersJourneys } from './journeys/admin-orders.e2e.ts';
import { journeys as adminRequestsJourneys } from './journeys/admin-requests.e2e.ts';
import { journeys as adminWalletJourneys } from './journeys/admin-wallet.e2e.ts';
import { journeys as adminCustomersJourneys } from './journeys/admin-customers.e2e.ts';
import { journeys as adminShellJourneys } from './journeys/admin-shell.e2e.ts';
import { journeys as moneyJourneys } from './journeys/money.e2e.ts';
import { journeys as storefrontJourneys } from './journeys/storefront.e2e.ts';
import { journeys as phoneJourneys } from './journeys/phone.e2e.ts';
import { journeys as purchasingJourneys } from './journeys/purchasing.e2e.ts';
import { journeys as consolidationJourneys } from './journeys/consolidation.e2e.ts';
import { journeys as staffRolesJourneys } from './journeys/staff-roles.e2e.ts';
import { journeys as ssrJourneys } from './journeys/ssr.e2e.ts';
import { journeys as alertsJourneys } from './journeys/alerts.e2e.ts';
import { journeys as webPushJourneys } from './journeys/web-push.e2e.ts';

/**
 * Browser journeys: one real server (built web app, fresh embedded database, sandbox), one
 * Chromium, each journey in fresh browser contexts. Prints a line per journey and
 * `N passed, N failed`; writes {passed, failed} to E2E_REPORT when set.
 */
const all: Journey[] = [...accountJourneys, ...layoutJourneys, ...searchJourneys, ...catalogJourneys, ...engagementJourneys, ...profileJourneys, ...identityJourneys, ...walletJourneys, ...vouchersVipJourneys, ...cartJourneys, ...pricingJourneys, ...ordersJourneys, ...biddingJourneys, ...adminOrdersJourneys, ...adminRequestsJourneys, ...adminWalletJourneys, ...adminCustomersJourneys, ...adminShellJourneys, ...moneyJourneys, ...storefrontJourneys, ...phoneJourneys, ...purchasingJourneys, ...consolidationJourneys, ...staffRolesJourneys, ...ssrJourneys, ...alertsJourneys, ...webPushJourneys];
const only = process.argv[2];
const selected = only ? all.filter((j) => j.name.includes(only)) : all;

// The wallet journey plays the bank: it posts SePay webhooks to this account with this key.
// Every journey registers its own customers from the same address: lift the signup limit (its
// own behaviour is covered by the server's tests).
const server = await startServer({
  BANK_WEBHOOK_API_KEY: E2E_BANK.webhookApiKey,
  TOPUP_ACCOUNT_NO: E2E_BANK.accountNo,
  SIGNUP_RATE_LIMIT: '1000',
  LOGIN_RATE_LIMIT: '1000',
  // The web-push journey plays a push service on this machine (plain http).
  PUSH_ALLOW_HTTP_ENDPOINTS: 'true',
});
const browser = await launchBrowser();
let passed = 0;
let failed = 0;
try {
  for (const journey of selected) {
    const contexts: Awaited<ReturnType<JourneyContext['newContext']>>[] = [];
    const ctx: JourneyContext = {
      baseUrl: server.baseUrl,
      browser,
      artifact: writeArtifact,
      async newContext(options = {}) {
        const context = await browser.newContext({
          baseURL: server.baseUrl,
          locale: 'vi-VN',
          timezoneId: 'Asia/Ho_Chi_Minh',
          viewport: options.phone ? { width: 360, height: 740 } : { width: 1280, height: 900 },
          ...(options.phone ? { isMobile: true, hasTouch: true } : {}),
        });
        context.setDefaultTimeout(10_000);
        // A server-rendered page shows its buttons before React takes them over (ADR 0011): a click
        // before hydration does nothing. Every goto/reload waits until the page's content is hydrated.
        context.on('page', (page) => {
          // React keeps its fiber on the nodes it took over. No named inner functions here: the
          // TypeScript loader would wrap them in a helper the page does not have (and the CSP forbids strings).
          const untilHydrated = () =>
            page.waitForFunction(
              () => {
                if (!document.getElementById('kaimono-state')) return true;
                const main = document.getElementById('main');
                const first = main?.firstElementChild;
                return (
                  !!main &&
                  Object.keys(main).some((key) => key.startsWith('__reactFiber')) &&
                  (!first || Object.keys(first).some((key) => key.startsWith('__reactFiber')))
                );
              },
              undefined,
              { timeout: 30_000 },
            );
          const goto = page.goto.bind(page);
          page.goto = async (url, options) => {
            const response = await goto(url, options);
            await untilHydrated();
            return response;
          };
          const reload = page.reload.bind(page);
          page.reload = async (options) => {
            const response = await reload(options);
            await untilHydrated();
            return response;
          };
        });
        contexts.push(context);
        return context;
      },
      async newPage(options = {}) {
        return (await ctx.newContext(options)).newPage();
      },
    };
    const started = Date.now();
    try {
      await journey.run(ctx);
      passed += 1;
      console.log(`  ✓ ${journey.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed += 1;
      console.log(`  ✗ ${journey.name} (${Date.now() - started} ms)`);
      console.log(`    ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`.split('\n').join('\n    '));
    } finally {
      for (const context of contexts) await context.close().catch(() => {});
    }
  }
} finally {
  await browser.close().catch(() => {});
  await server.stop();
}

if (process.env.E2E_REPORT) writeFileSync(process.env.E2E_REPORT, JSON.stringify({ passed, failed }));
if (writtenArtifacts.length) console.log(`e2e: ${writtenArtifacts.length} artifacts (screenshots) in ${artifactsDir()}`);
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
