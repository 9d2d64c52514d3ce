import { describe, expect, it } from 'vitest';
import { createSandbox } from './sandbox.ts';
import { startSandboxServer } from './server.ts';
import { renderImage } from './images.ts';
import { genreKeys, genres } from './vocabulary.ts';
import { generateDpopKey, signDpopProof } from './dpop-signer.ts';
import { testSandbox } from './test-helpers.ts';

const RAKUTEN = 'https://openapi.rakuten.co.jp/ichibams/api/IchibaItem/Search/20220601?applicationId=app&formatVersion=2&keyword=abc';

describe('routing', () => {
  it('routes by host, and by a leading /<host> segment on any origin', async () => {
    const { sandbox } = testSandbox();
    const direct = await (await sandbox.fetch(RAKUTEN)).json();
    const prefixed = await (await sandbox.fetch(RAKUTEN.replace('https://', 'http://127.0.0.1:4010/'))).json();
    expect(prefixed).toEqual(direct);
    const viaRequest = await sandbox.fetch(new Request(RAKUTEN) as unknown as string);
    expect(await viaRequest.json()).toEqual(direct);
    expect((await sandbox.fetch(RAKUTEN)).url).toBe(RAKUTEN);
    const legacyHost = await sandbox.fetch('https://page.auctions.yahoo.co.jp/jp/auction/x1234567890');
    expect(legacyHost.status).toBe(404);
    expect(legacyHost.headers.get('content-type')).toContain('text/html');
  });

  it('fails like a network error for hosts it does not serve, and honours an aborted signal', async () => {
    const { sandbox } = testSandbox();
    await expect(sandbox.fetch('https://example.com/')).rejects.toBeInstanceOf(TypeError);
    await expect(sandbox.fetch('not a url')).rejects.toBeInstanceOf(TypeError);
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(sandbox.fetch(RAKUTEN, { signal: controller.signal })).rejects.toThrow('stop');
  });

  it('serves images at /sandbox-images/<site>/<code>/<n>.svg, with an optional absolute base', async () => {
    const sandbox = createSandbox({ seed: 5, imageBaseUrl: 'http://localhost:3000/' });
    const code = sandbox.catalog.codeOf('rakuten', 0);
    const body = (await (await sandbox.fetch(`${RAKUTEN}&hits=1`.replace('keyword=abc', `itemCode=${encodeURIComponent(code)}`))).json()) as {
      Items: Array<{ mediumImageUrls: string[] }>;
    };
    const url = body.Items[0]?.mediumImageUrls[0] ?? '';
    expect(url.startsWith(`http://localhost:3000/sandbox-images/rakuten/${encodeURIComponent(code)}/1.svg`)).toBe(true);
    const image = await sandbox.fetch(url);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await image.text();
    expect(svg).toBe(sandbox.renderImage('rakuten', code, 1));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(svg.length).toBeLessThan(3_000);
  });
});

describe('images', () => {
  it('are deterministic per (site, code, n) and differ between them', () => {
    expect(renderImage('mercari', 'm12345678901', 1)).toBe(renderImage('mercari', 'm12345678901', 1));
    expect(renderImage('mercari', 'm12345678901', 2)).not.toBe(renderImage('mercari', 'm12345678901', 1));
    expect(renderImage('mercari', 'm12345678902', 1)).not.toBe(renderImage('mercari', 'm12345678901', 1));
    expect(renderImage('auction', '<script>', 1, 'a&b')).not.toContain('<script>');
    expect(renderImage('auction', '<script>', 1, '<b>', 'watch')).not.toContain('<b>');
  });

  it("draw a product of the listing's family in the listing's colour (issue 14 §3: a shop, not abstract shapes)", () => {
    const pictures = genreKeys.map((genre) => renderImage('mercari', 'm12345678901', 1, genres[genre].label, genre));
    expect(new Set(pictures).size).toBe(genreKeys.length);
    for (const [index, svg] of pictures.entries()) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain(`aria-label="${genres[genreKeys[index]!].label}"`);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(svg.length).toBeLessThan(5_000);
    }
    // Another listing of the same family: the same product, another colour.
    expect(renderImage('mercari', 'm99999999999', 1, 'x', 'watch')).not.toBe(renderImage('mercari', 'm12345678901', 1, 'x', 'watch'));
    expect(renderImage('mercari', 'm12345678901', 2, 'x', 'watch')).not.toBe(renderImage('mercari', 'm12345678901', 1, 'x', 'watch'));
  });
});

describe('fault injection', () => {
  it('answers 500, 429 and garbage for the chosen site only', async () => {
    const { sandbox } = testSandbox({ faults: { site: 'rakuten', kind: 'http500', rate: 1 } });
    expect((await sandbox.fetch(RAKUTEN)).status).toBe(500);
    expect((await sandbox.fetch('https://paypayfleamarket.yahoo.co.jp/api/v1/search?itemStatus=open')).status).toBe(200);
    sandbox.setFaults({ site: 'rakuten', kind: 'http429', rate: 1 });
    const limited = await sandbox.fetch(RAKUTEN);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: 'too_many_requests' });
    sandbox.setFaults({ site: '*', kind: 'garbage', rate: 1 });
    const garbage = await sandbox.fetch(RAKUTEN);
    expect(garbage.status).toBe(200);
    await expect(garbage.json()).rejects.toThrow();
    sandbox.setFaults(null);
    expect((await sandbox.fetch(RAKUTEN)).status).toBe(200);
  });

  it('hangs on timeout until the caller aborts', async () => {
    const { sandbox } = testSandbox({ faults: [{ site: 'shopping', kind: 'timeout', rate: 1 }] });
    const started = Date.now();
    await expect(
      sandbox.fetch('https://shopping.yahooapis.jp/ShoppingWebService/V3/itemSearch?appid=a&query=b', { signal: AbortSignal.timeout(50) }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
    const short = createSandbox({ seed: 1, faults: { site: 'shopping', kind: 'timeout', rate: 1 }, timeoutHangMs: 10 });
    expect((await short.fetch('https://shopping.yahooapis.jp/ShoppingWebService/V3/itemSearch?appid=a&query=b')).status).toBe(504);
  });

  it('hits about the given share of requests, repeatably for a seed', async () => {
    const run = async () => {
      const sandbox = createSandbox({ seed: 9, itemsPerSite: 50, faults: { site: 'rakuten', kind: 'http500', rate: 0.3 } });
      const statuses: number[] = [];
      for (let i = 0; i < 100; i += 1) statuses.push((await sandbox.fetch(RAKUTEN)).status);
      return statuses;
    };
    const a = await run();
    expect(await run()).toEqual(a);
    const failures = a.filter((s) => s === 500).length;
    expect(failures).toBeGreaterThan(15);
    expect(failures).toBeLessThan(45);
  });

  it('adds latency when asked', async () => {
    const { sandbox } = testSandbox({ latencyMs: 30 });
    const started = performance.now();
    await sandbox.fetch(RAKUTEN);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });
});

describe('startSandboxServer', () => {
  it('serves every site under /<host>/ on its own port, Mercari DPoP included, and the images', async () => {
    const { sandbox } = testSandbox();
    const server = await startSandboxServer({ port: 0, sandbox });
    try {
      const rakuten = await fetch(`${server.url}/openapi.rakuten.co.jp/ichibams/api/IchibaItem/Search/20220601?applicationId=app&formatVersion=2&genreId=100227&hits=1`);
      expect(rakuten.status).toBe(200);
      expect(((await rakuten.json()) as { Items: unknown[] }).Items).toHaveLength(1);
      const key = generateDpopKey();
      const url = `${server.url}/api.mercari.jp/v2/entities:search`;
      const body = JSON.stringify({ pageSize: 2, searchCondition: { keyword: 'ポケモン' } });
      const ok = await fetch(url, { method: 'POST', headers: { DPoP: signDpopProof(key, 'POST', url), 'content-type': 'application/json' }, body });
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { items: unknown[] }).items).toHaveLength(2);
      const canonical = await fetch(url, {
        method: 'POST',
        headers: { DPoP: signDpopProof(key, 'POST', 'https://api.mercari.jp/v2/entities:search') },
        body,
      });
      expect(canonical.status).toBe(200);
      const refused = await fetch(url, { method: 'POST', body });
      expect(refused.status).toBe(401);
      const html = await fetch(`${server.url}/www.suruga-ya.jp/search?category=7`);
      expect(await html.text()).toContain('<div class="item">');
      const image = await fetch(`${server.url}/sandbox-images/paypay/z1000000000/1.svg`);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
      expect((await fetch(`${server.url}/example.com/`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
