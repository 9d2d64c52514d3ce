import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * One process at a time on an embedded (PGlite) data directory: two processes writing the same
 * files would corrupt it. The holder writes `<dir>.lock` (JSON, mode 0600) beside the directory
 * and removes it on close; a lock whose process is gone is stale and taken over.
 *
 * The server also writes its port and a per-start backup token there: `npm run backup` reads
 * them to ask the running server for a consistent dump (only someone who can read the data
 * directory can read the token, and they could read the database files anyway).
 */

export interface LockInfo {
  pid: number;
  /** What holds it: `server`, `backup`, `restore`, `admin:create` … */
  holder: string;
  startedAt: string;
  /** The server only: where it listens and the token of `POST /api/system/backup`. */
  port?: number;
  host?: string;
  backupToken?: string;
  /** Identifies this acquisition (a restarted process may get the same pid). */
  nonce: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly info: LockInfo,
  ) {
    super(
      `The data directory is in use by process ${info.pid} (${info.holder}, since ${info.startedAt}); lock file ${lockPath}. ` +
        'Stop that process first (or, if no such process runs, delete the lock file).',
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  readonly info: LockInfo;
  /** Adds fields (the server's port and backup token once it listens). */
  update(extra: Partial<Pick<LockInfo, 'port' | 'host' | 'backupToken'>>): void;
  release(): void;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readInfo(lockPath: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(lockPath, 'utf8')) as LockInfo;
    return typeof info.pid === 'number' ? info : null;
  } catch {
    return null;
  }
}

/** The live holder of the lock, or null when nobody (or a process that is gone) holds it. */
export function lockHolder(lockPath: string): LockInfo | null {
  const info = readInfo(lockPath);
  return info && processAlive(info.pid) ? info : null;
}

function writeAtomically(file: string, info: LockInfo): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(info) + '\n', { mode: 0o600 });
  renameSync(temporary, file);
}

/** Takes the lock or throws DataDirLockedError naming the live holder. */
export function acquireDataDirLock(lockPath: string, holder: string): DataDirLock {
  const info: LockInfo = { pid: process.pid, holder, startedAt: new Date().toISOString(), nonce: randomBytes(8).toString('hex') };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(lockPath, JSON.stringify(info) + '\n', { flag: 'wx', mode: 0o600 });
      return handle(lockPath, info);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = lockHolder(lockPath);
      if (current) throw new DataDirLockedError(lockPath, current);
      // Stale (its process is gone, or the file is unreadable): remove it and try again.
      try {
        unlinkSync(lockPath);
      } catch {
        // Someone else removed it first.
      }
    }
  }
  const current = readInfo(lockPath);
  throw current ? new DataDirLockedError(lockPath, current) : new Error(`Could not take the lock ${lockPath}`);
}

function handle(lockPath: string, info: LockInfo): DataDirLock {
  let current = info;
  let released = false;
  return {
    path: lockPath,
    get info() {
      return current;
    },
    update(extra) {
      if (released) return;
      current = { ...current, ...extra };
      writeAtomically(lockPath, current);
    },
    release() {
      if (released) return;
      released = true;
      // Only our own lock: never one another process took over.
      if (readInfo(lockPath)?.nonce !== info.nonce) return;
      try {
        unlinkSync(lockPath);
      } catch {
        // Already gone.
      }
    },
  };
}
