import type { Locator, Page } from 'playwright-core';

/** Small waits-with-a-reason for journeys (playwright-core has no test runner's expect). */
export async function expectUrl(page: Page, pattern: RegExp, timeout = 10_000): Promise<void> {
  await page.waitForURL(pattern, { timeout });
}

export async function expectVisible(locator: Locator, what: string, timeout = 10_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`expected to see ${what}`);
  }
}

export async function expectHidden(locator: Locator, what: string, timeout = 5_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`expected ${what} to be absent`);
  }
}

export async function expectCount(locator: Locator, count: number, what: string): Promise<void> {
  const actual = await locator.count();
  if (actual !== count) throw new Error(`expected ${count} × ${what}, found ${actual}`);
}

export function assertEqual<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/**
 * Opens `path` again until the page lands on `pattern`. For what another server process may see a
 * moment later: behind the proxy (several processes), a process trusts a session it checked
 * within SESSION_CACHE_MS (5 s) before it sees that the session was ended elsewhere.
 */
export async function expectUrlAfterReopening(page: Page, path: string, pattern: RegExp, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    await page.goto(path);
    try {
      await page.waitForURL(pattern, { timeout: 2_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}
