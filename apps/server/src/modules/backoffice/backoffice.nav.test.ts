import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { permissions } from '../../platform/permissions.ts';
import { dashboardCounters } from './backoffice.dashboard.ts';

// The web's side navigation names, per entry, the permission a staff member needs (read as text:
// the server never imports the web app).
const navSource = readFileSync(fileURLToPath(new URL('../../../../web/src/app/routes/admin/sections.ts', import.meta.url)), 'utf8');

describe('permission names used by the back office shell', () => {
  it('every navigation entry names a permission of the one table', () => {
    const named = [...navSource.matchAll(/permission: '([^']+)'/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(10);
    for (const permission of named) expect(Object.keys(permissions)).toContain(permission);
  });

  it('every dashboard counter has a unique key, a permission of the table and a staff link', () => {
    const keys = dashboardCounters.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const counter of dashboardCounters) {
      expect(Object.keys(permissions)).toContain(counter.permission);
      expect(counter.link.startsWith('/admin/')).toBe(true);
    }
  });
});
