import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { writePgliteTemplate } from '../../../../scripts/build.mjs';
import { openPglite } from './db.ts';
import { copyPgliteTemplate, releaseUntakenPgliteDataDirs, startPgliteDataDir, takeStartedPgliteDataDir } from './pglite-prepare.ts';

const root = mkdtempSync(path.join(tmpdir(), 'kaimono-pglite-prepare-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function fakeTemplate(dir: string) {
  mkdirSync(path.join(dir, 'base', '5'), { recursive: true });
  writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
  writeFileSync(path.join(dir, 'base', '5', '1259'), 'relation');
}

describe('the fresh data directory from the build template (ADR 0012)', () => {
  it('copies into a fresh directory, leaves the event loop free meanwhile, and never copies over a database', async () => {
    const template = path.join(root, 'fake-template');
    fakeTemplate(template);
    const dataDir = path.join(root, 'fresh', 'pglite');
    mkdirSync(dataDir, { recursive: true }); // openPglite makes it before the copy

    let turns = 0;
    const ticking = setInterval(() => (turns += 1), 0);
    const copied = await copyPgliteTemplate(template, dataDir).finally(() => clearInterval(ticking));
    expect(copied).toBe(true);
    // The old copy was synchronous: no timer could run while it lasted.
    expect(turns).toBeGreaterThan(0);
    expect(readFileSync(path.join(dataDir, 'base', '5', '1259'), 'utf8')).toBe('relation');
    expect(readdirSync(path.dirname(dataDir))).toEqual(['pglite']); // no staging directory left

    writeFileSync(path.join(dataDir, 'base', '5', '1259'), 'changed by the server');
    expect(await copyPgliteTemplate(template, dataDir)).toBe(false);
    expect(readFileSync(path.join(dataDir, 'base', '5', '1259'), 'utf8')).toBe('changed by the server');
  });

  it('a copy started early holds the lock and is handed over once; one not taken is let go', async () => {
    const template = path.join(root, 'fake-template-2');
    fakeTemplate(template);
    const dataDir = path.join(root, 'early', 'pglite');
    expect(startPgliteDataDir(dataDir, template, 'server')).toBe(true);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    const early = takeStartedPgliteDataDir(dataDir);
    expect(early).toBeDefined();
    expect(takeStartedPgliteDataDir(dataDir)).toBeUndefined();
    await early!.ready;
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    early!.lock.release();

    const other = path.join(root, 'other', 'pglite');
    expect(startPgliteDataDir(other, template, 'server')).toBe(true);
    await releaseUntakenPgliteDataDirs();
    expect(existsSync(`${other}.lock`)).toBe(false);
  });

  it('the build template holds only the server database (no template0/template1) and opens as a fresh DATA_DIR', async () => {
    const template = path.join(root, 'template');
    await writePgliteTemplate(template);
    // initdb's template databases were 600 of the template's files.
    expect(readdirSync(path.join(template, 'base'))).toHaveLength(1);

    const dataDir = path.join(root, 'server-data', 'pglite');
    expect(startPgliteDataDir(dataDir, template, 'test')).toBe(true);
    const database = await openPglite({ dataDir, templateDir: template, holder: 'test' });
    try {
      const { rows } = await database.executeSql('SELECT datname FROM pg_database ORDER BY datname');
      expect(rows).toEqual([{ datname: 'postgres' }]);
      const users = await database.executeSql("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'users'");
      expect(users.rows).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    // The template itself is untouched by the server's use of its copy.
    const check = await PGlite.create({ dataDir: template });
    await check.close();
  }, 120_000);
});
