import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Db } from '../platform/db.ts';
import { sessionStore } from '../modules/account/index.ts';

/**
 * Real server processes (`node --import tsx apps/server/src/main.ts`) on one PostgreSQL database:
 * what reliability tests and benchmarks need to show that the rules hold across processes and
 * survive a SIGKILL. Nothing here is used by the application itself.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The JWT secret every spawned server shares, so a token signed here is valid on all of them. */
export const MULTI_PROCESS_JWT_SECRET = 'multi-process-secret-multi-process-secret-0123';

/** Environment of every spawned server unless the caller overrides a key. */
export const multiProcessEnv: Record<string, string> = {
  JWT_SECRET: MULTI_PROCESS_JWT_SECRET,
  JOBS_ENABLED: 'false',
  SEED_DEMO_DATA: 'false',
  LOG_LEVEL: 'warn',
  CATALOG_MODE: 'sandbox',
  SANDBOX_ITEMS_PER_SITE: '100',
  HOST: '127.0.0.1',
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** The same server URL with another database (global-setup.ts has the same; it imports vitest). */
function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

/**
 * A fresh database on the server of `serverUrl`: a copy of `template` when given (the migrated
 * template of the test run), else empty (the first server process migrates it). The name starts
 * with `kaimono_t_` so the test run's teardown drops it even if a test crashed before `drop()`.
 */
export async function createScratchDatabase(serverUrl: string, options: { template?: string; prefix?: string } = {}): Promise<ScratchDatabase> {
  const name = `${options.prefix ?? 'kaimono_t_mp'}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(options.template ? `CREATE DATABASE "${name}" TEMPLATE "${options.template}"` : `CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  port: number;
  pid: number;
  /** Resolves with the exit code (null after a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** The last lines the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, in-flight transactions are cut off mid-way. */
  kill(): Promise<void>;
  /** SIGTERM (graceful: HTTP, then jobs, then the database), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface StartOptions {
  databaseUrl: string;
  /** Extra or overriding environment variables for the server. */
  env?: Record<string, string>;
  /** How long to wait for `GET /api/health` to answer 200 (default 90 s: tsx compiles on start). */
  readyTimeoutMs?: number;
}

const OUTPUT_LIMIT = 20_000;

/** Starts one server process on a free port and waits until its health check answers. */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      // Another process may take the free port between the probe and the server's listen.
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnce(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kaimono-mp-'));
  const env: NodeJS.ProcessEnv = { ...process.env, ...multiProcessEnv, ...options.env, DATABASE_URL: options.databaseUrl, PORT: String(port), DATA_DIR: dataDir };
  // The test runner's own database variable must not leak into the server's idea of its database.
  delete env.TEST_DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  let done = false;
  void exited.then(() => {
    done = true;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (done) throw new Error(`server process exited with ${child.exitCode ?? child.signalCode} before it was ready:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`server process did not become healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    baseUrl,
    port,
    pid: child.pid!,
    exited,
    output: () => output,
    async kill() {
      if (!done) child.kill('SIGKILL');
      await exited;
    },
    async stop(graceMs = 10_000) {
      if (done) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Starts `count` server processes on the same database at the same time (they migrate under a lock). */
export async function startServerProcesses(count: number, options: StartOptions): Promise<ServerProcess[]> {
  const results = await Promise.allSettled(Array.from({ length: count }, () => startServerProcess(options)));
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) {
    await Promise.all(started.map((s) => s.kill()));
    throw failure.reason;
  }
  return started;
}

export async function stopAll(servers: ServerProcess[]): Promise<void> {
  await Promise.all(servers.map((s) => s.stop()));
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/**
 * A login token as the server issues it: a session row (user_sessions) and HS256 over
 * {sub, role, sid, gen}, signed with the shared secret. Tests and benchmarks use it for many
 * customers at once, which the per-address login limit of a real `POST /api/login` would (rightly) refuse.
 */
export async function signToken(db: Db, userId: string, options: { role?: 'customer' | 'admin'; secret?: string } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const session = await sessionStore(db).create({ userId, client: { userAgent: 'test', ip: null }, expiresAt: new Date((now + 3600) * 1000) });
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ sub: userId, role: options.role ?? 'customer', sid: session.id, gen: session.generation, iat: now, exp: now + 3600 }),
  );
  const signature = createHmac('sha256', options.secret ?? MULTI_PROCESS_JWT_SECRET)
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
}

/** A JSON request to a spawned server (fetch; throws only when the connection fails). */
export async function requestJson<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text for the failure message
  }
  return { status: response.status, body: body as T };
}
