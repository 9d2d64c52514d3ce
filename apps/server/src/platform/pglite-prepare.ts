import { existsSync, mkdirSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { acquireDataDirLock, type DataDirLock } from './pglite-lock.ts';

/**
 * A fresh embedded-database directory started as a copy of the build's migrated template (ADR 0012),
 * and that copy started early: the built server's entry (main.ts) calls `startPgliteDataDir` before
 * it loads the rest of the server, so the ~1,400 files are copied on a worker thread while the main
 * thread loads and compiles the code (ADR 0012, fourth round: it was a synchronous copy after the
 * code had loaded, ~0.5–0.9 s of start-up on a quiet machine). This module imports nothing but
 * Node's own modules and the lock, so loading it costs nothing.
 */

/** The embedded database's directory under DATA_DIR. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

/** A data directory PGlite has not initialised yet (no PG_VERSION file). */
export const isFreshPgliteDir = (dir: string) => !existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Copies `templateDir` into `dataDir` when `dataDir` is fresh: into a sibling first, then renamed into
 * place, so a process stopped halfway leaves no half-copied directory that looks initialised.
 * Asynchronous: the event loop stays free while the files are copied. True when it copied.
 */
export async function copyPgliteTemplate(templateDir: string, dataDir: string): Promise<boolean> {
  if (!existsSync(path.join(templateDir, 'PG_VERSION')) || !isFreshPgliteDir(dataDir)) return false;
  const staging = `${path.resolve(dataDir)}.copying-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await copyOnWorker(templateDir, staging);
    mkdirSync(dataDir, { recursive: true });
    try {
      // Replaces the empty directory in one step.
      await rename(staging, dataDir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      // Something (not a database: it has no PG_VERSION) is already in it: copied over, as before.
      await cp(staging, dataDir, { recursive: true });
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return true;
}

/**
 * `cpSync` on a worker thread: the copy of many small files is mostly system calls, which
 * `fs.promises.cp` makes one promise at a time on the main thread (measured: more CPU than the
 * synchronous copy); on a thread of its own the synchronous copy leaves the main thread free.
 */
async function copyOnWorker(from: string, to: string): Promise<void> {
  const worker = new Worker(
    "const { workerData } = require('node:worker_threads'); require('node:fs').cpSync(workerData.from, workerData.to, { recursive: true });",
    { eval: true, workerData: { from, to } },
  );
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`copying the database template stopped with ${code}`))));
  });
}

interface EarlyStart {
  lock: DataDirLock;
  ready: Promise<unknown>;
}

const started = new Map<string, EarlyStart>();

/**
 * Takes the data directory's lock and starts copying the template into it when it is fresh. The
 * lock and the copy are handed over to `openPglite` (`takeStartedPgliteDataDir`). Does nothing, and
 * says so with false, when the lock is held elsewhere or cannot be taken: `openPglite` then reports
 * it the usual way.
 */
export function startPgliteDataDir(dataDir: string, templateDir: string, holder: string): boolean {
  const dir = path.resolve(dataDir);
  if (started.has(dir)) return true;
  let lock: DataDirLock;
  try {
    mkdirSync(path.dirname(dir), { recursive: true });
    lock = acquireDataDirLock(`${dir}.lock`, holder);
  } catch {
    return false;
  }
  const ready = copyPgliteTemplate(templateDir, dir);
  // Awaited by openPglite; a failure is reported there, not as an unhandled rejection here.
  ready.catch(() => undefined);
  started.set(dir, { lock, ready });
  return true;
}

/** The lock and copy `startPgliteDataDir` started for `dataDir`, once (undefined when none). */
export function takeStartedPgliteDataDir(dataDir: string): EarlyStart | undefined {
  const dir = path.resolve(dataDir);
  const early = started.get(dir);
  started.delete(dir);
  return early;
}

/** Lets go of what was started and not taken (the database opened was another one): its lock. */
export async function releaseUntakenPgliteDataDirs(): Promise<void> {
  for (const [dir, early] of [...started]) {
    started.delete(dir);
    await early.ready.catch(() => undefined);
    early.lock.release();
  }
}
