import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockHolder } from './pglite-lock.ts';

let dir: string;
let lockPath: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kaimono-lock-'));
  lockPath = path.join(dir, 'pglite.lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has exited (so certainly not alive now). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('the data directory lock', () => {
  it('is held by one process at a time and names the holder to the next', () => {
    const lock = acquireDataDirLock(lockPath, 'server');
    expect(lockHolder(lockPath)).toMatchObject({ pid: process.pid, holder: 'server' });
    let refusal: unknown;
    try {
      acquireDataDirLock(lockPath, 'restore');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`in use by process ${process.pid} (server`);
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
    acquireDataDirLock(lockPath, 'restore').release();
  });

  it('takes over a lock whose process is gone', () => {
    writeFileSync(lockPath, JSON.stringify({ pid: deadPid(), holder: 'server', startedAt: '2026-01-01T00:00:00Z', nonce: 'old' }));
    expect(lockHolder(lockPath)).toBeNull();
    const lock = acquireDataDirLock(lockPath, 'server');
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid, holder: 'server' });
    lock.release();
  });

  it('keeps the port and backup token it is given, readable by its owner only, and never removes a lock it lost', () => {
    const lock = acquireDataDirLock(lockPath, 'server');
    lock.update({ port: 41234, host: '127.0.0.1', backupToken: 'tok' });
    expect(lockHolder(lockPath)).toMatchObject({ port: 41234, backupToken: 'tok' });
    expect(statSync(lockPath).mode & 0o777).toBe(0o600);
    // Another process took the directory over (ours was thought stale): releasing leaves theirs.
    writeFileSync(lockPath, JSON.stringify({ pid: process.pid, holder: 'server', startedAt: 'x', nonce: 'theirs' }));
    lock.release();
    expect(JSON.parse(readFileSync(lockPath, 'utf8')).nonce).toBe('theirs');
  });
});
