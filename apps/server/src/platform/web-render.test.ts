import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, BOOT_SCRIPT_CSP_SOURCE, deferEntryScripts, serverPageShell } from './web-render.ts';

/** The built index.html's head, as Vite writes it. */
const BUILT =
  '<!doctype html><html lang="vi"><head><title>Kaimono</title>' +
  '<script type="module" crossorigin src="/assets/index-A.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-B.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-C.css">' +
  '</head><body><div id="root"></div></body></html>';

describe('server-rendered page: nothing ahead of the first paint but the HTML (ADR 0012, fourth round)', () => {
  it('inlines the entry stylesheet and claims its link, so no stylesheet request blocks the paint', () => {
    const shell = serverPageShell(BUILT, (file) => (file === 'assets/index-C.css' ? '.a{color:red}' : ''));
    expect(shell.css).toBe('.a{color:red}');
    expect(shell.html).toContain('<link rel="stylesheet" href="/assets/index-C.css" disabled>');
    expect(shell.html).not.toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-C.css">/);
    // A stylesheet it cannot read keeps its link.
    expect(serverPageShell(BUILT, () => '').html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
  });

  it('moves the module script and every module preload (the page chunk\'s too) into the loader at the end of the body', () => {
    const page = BUILT.replace('</head>', '<link rel="modulepreload" href="/assets/item-D.js"></head>');
    const html = deferEntryScripts(page);
    // Nothing the browser would fetch from the head any more.
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      `<script data-module="/assets/index-A.js" data-preload="/assets/vendor-B.js /assets/item-D.js">${BOOT_SCRIPT}</script></body>`,
    );
    // A page without a module script is left alone.
    expect(deferEntryScripts('<html><body></body></html>')).toBe('<html><body></body></html>');
  });

  it('the CSP allows exactly the loader (its hash), so no other inline script runs', () => {
    expect(BOOT_SCRIPT_CSP_SOURCE).toBe(`'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`);
  });
});
