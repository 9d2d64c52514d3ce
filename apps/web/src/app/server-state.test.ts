import { describe, expect, it } from 'vitest';
import { readServerState, safeJson, serverStateScript } from './server-state';

describe('server state block', () => {
  it('cannot be closed or commented out by a value, and reads back the same', () => {
    const state = { queries: { mutations: [], queries: [] }, now: 1_795_000_000_000, hasSession: false, note: '</script><script>alert(1)</script><!-- \u2028' };
    const script = serverStateScript(state as never);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(safeJson('\u2029')).toBe('"\\u2029"');
    document.body.innerHTML = script;
    expect(readServerState(document)).toEqual(state);
  });

  it('is absent for the plain app shell, and a broken block is ignored', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="kaimono-state">{broken</script>';
    expect(readServerState(document)).toBeNull();
  });
});
