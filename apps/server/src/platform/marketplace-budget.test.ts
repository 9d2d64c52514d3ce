import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { budgetExcess } from './marketplace-budget.ts';
import { createMarketplaces } from './marketplaces.ts';
import type { Database } from './db.ts';

const base = { JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', DATA_DIR: 'data/test-unused', LOG_LEVEL: 'silent', SANDBOX_ITEMS_PER_SITE: '100' };

describe('MARKETPLACE_BUDGETS', () => {
  it('reads site=rate[/burst] pairs', () => {
    expect(loadConfig({ ...base, MARKETPLACE_BUDGETS: 'rakuten=0.9, shopping=0.5/2' }).marketplaceBudgets).toEqual({
      rakuten: { ratePerSecond: 0.9, capacity: 1 },
      shopping: { ratePerSecond: 0.5, capacity: 2 },
    });
    expect(loadConfig(base).marketplaceBudgets).toEqual({});
  });

  it('refuses an unknown site or a rate that is not a positive number', () => {
    for (const bad of ['amazon=1', 'rakuten=0', 'rakuten=fast', 'rakuten=1/0']) {
      expect(() => loadConfig({ ...base, MARKETPLACE_BUDGETS: bad }), bad).toThrow(ConfigError);
    }
  });

  it('gives sandbox mode a budget only when configured, and live mode one per spacing interval plus the configured ones', async () => {
    const database = {} as Database; // not queried until a draw
    expect((await createMarketplaces(loadConfig(base), undefined, { database })).budget).toBeNull();
    const sandbox = await createMarketplaces(loadConfig({ ...base, MARKETPLACE_BUDGETS: 'mercari=5/3' }), undefined, { database });
    expect(sandbox.budget?.rates).toEqual({ mercari: { ratePerSecond: 5, capacity: 3 } });
    const live = await createMarketplaces(
      loadConfig({ ...base, CATALOG_MODE: 'live', RAKUTEN_APP_ID: 'x', RAKUTEN_ACCESS_KEY: 'y', YAHOO_APP_ID: 'z', MARKETPLACE_BUDGETS: 'rakuten=0.5' }),
      undefined,
      { database },
    );
    expect(live.budget?.rates).toMatchObject({ rakuten: { ratePerSecond: 0.5, capacity: 1 }, shopping: { ratePerSecond: 0.5, capacity: 1 }, 'suruga-ya': { ratePerSecond: 1 / 30, capacity: 1 } });
  });
});

describe('budgetExcess', () => {
  it('is at most 0 for grants the bucket allows, and positive for a burst beyond it', () => {
    // rate 1/s, burst 2: two at once, then one a second.
    expect(budgetExcess([0, 0, 1000, 2000, 3000], 1, 2)).toEqual({ worstExcess: 0, held: true });
    expect(budgetExcess([0, 0, 500, 2000], 1, 2).held).toBe(false);
    expect(budgetExcess([], 1, 2)).toEqual({ worstExcess: -2, held: true });
  });
});
