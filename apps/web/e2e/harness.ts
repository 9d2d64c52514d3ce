import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Behind the proxy: each server process's own address (nginx spreads requests over them). */
  serverUrls?: string[];
  /** Behind the proxy: the PostgreSQL database the processes share. */
  databaseUrl?: string;
  stop(): Promise<void>;
}

/** The bank account and webhook key of the e2e server: journeys post SePay webhooks with them. */
export const E2E_BANK = { webhookApiKey: 'e2e-sepay-webhook-key-2026', accountNo: '0071000888999' } as const;

/** An admin the journeys sign in with (made by the admin CLI before the server starts). */
export const E2E_ADMIN = { phone: '0987000001', password: 'Nui-Phu-Si-2026!' } as const;

/** `npm run admin:create` on the fresh data directory (the embedded database has one user at a time). */
async function createAdmin(dataDir: string, env: Record<string, string>): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/admin-create.ts', '--phone', E2E_ADMIN.phone, '--password', E2E_ADMIN.password, '--name', 'Quản trị E2E'],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`admin-create exited with ${code}`);
}

/**
 * The server as production runs it: the bundle in apps/server/dist (ADR 0012), built first when its
 * sources changed (once per run); E2E_SERVER=source runs the TypeScript sources through tsx instead.
 */
let serverBuilt = false;
function serverCommand(): string[] {
  if (process.env.E2E_SERVER === 'source') return ['--enable-source-maps', '--import', 'tsx', 'apps/server/src/main.ts'];
  if (!serverBuilt) {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', '--server'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error(`the server build failed (exit ${build.status})`);
    serverBuilt = true;
  }
  return ['--enable-source-maps', '--max-semi-space-size=4', 'apps/server/dist/main.js'];
}

/**
 * Starts the real server (built web app, built server, embedded database in a fresh directory, sandbox), or,
 * by environment:
 *  - E2E_STACK=proxy: two server processes on one PostgreSQL behind nginx
 *    (scripts/ci/with-stack.sh; STACK_PROCESSES for another count) on the database of
 *    E2E_DATABASE_URL, else TEST_DATABASE_URL (scripts/ci/start-postgres.sh sets it). `env` reaches
 *    every process.
 *  - E2E_BASE_URL (with E2E_DATABASE_URL): an already running server or proxy; the admin is
 *    created on that database, and the server must have been started with `env`'s settings.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (process.env.E2E_STACK === 'proxy') return startProxyStack(env);
  if (process.env.E2E_BASE_URL) return attachToRunningServer(process.env.E2E_BASE_URL, env);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kaimono-e2e-'));
  await createAdmin(dataDir, env);
  const child: ChildProcess = spawn(process.execPath, serverCommand(), {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not become healthy in 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function attachToRunningServer(baseUrl: string, env: Record<string, string>): Promise<RunningServer> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_BASE_URL needs E2E_DATABASE_URL (the database to create the admin in)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kaimono-e2e-'));
  await createAdmin(dataDir, { ...env, DATABASE_URL: databaseUrl });
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    dataDir,
    databaseUrl,
    async stop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** scripts/ci/with-stack.sh without a command: it prints the stack's addresses, then `ready`. */
async function startProxyStack(env: Record<string, string>): Promise<RunningServer> {
  const databaseUrl = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_STACK=proxy needs E2E_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL database)');
  const child = spawn('bash', ['scripts/ci/with-stack.sh'], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const values: Record<string, string> = {};
  await new Promise<void>((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      for (let newline = buffered.indexOf('\n'); newline >= 0; newline = buffered.indexOf('\n')) {
        const line = buffered.slice(0, newline).trim();
        buffered = buffered.slice(newline + 1);
        if (line === 'ready') {
          child.stdout!.off('data', onData);
          child.stdout!.resume();
          resolve();
          return;
        }
        const eq = line.indexOf('=');
        if (eq > 0) values[line.slice(0, eq)] = line.slice(eq + 1);
      }
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => reject(new Error(`scripts/ci/with-stack.sh exited with ${code} before the stack was ready`)));
  });
  const baseUrl = values.STACK_BASE_URL!;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kaimono-e2e-'));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await createAdmin(dataDir, { ...env, DATABASE_URL: databaseUrl });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, serverUrls: (values.STACK_SERVER_URLS ?? '').split(' ').filter(Boolean), databaseUrl, stop };
}

/** Playwright gives every launch a fresh temporary profile (the --user-data-dir of its own). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS.filter((a) => a !== '--headless'),
  });
}

/**
 * Where journeys leave files for people to look at (screenshots): E2E_ARTIFACTS_DIR, default
 * apps/web/e2e/artifacts (git-ignored). run.ts prints it at the end when a journey wrote there.
 */
export function artifactsDir(): string {
  return path.resolve(process.env.E2E_ARTIFACTS_DIR || path.join(repoRoot, 'apps/web/e2e/artifacts'));
}

export interface JourneyContext {
  baseUrl: string;
  browser: Browser;
  /** Writes a file into the artifacts directory (created on first use); returns its path. */
  artifact(name: string, data: Buffer | string): string;
  /** A fresh browser context (cookies, storage) with Vietnamese locale and a desktop or phone viewport. */
  newContext(options?: { phone?: boolean }): Promise<BrowserContext>;
  newPage(options?: { phone?: boolean }): Promise<Page>;
}

export interface Journey {
  name: string;
  run(ctx: JourneyContext): Promise<void>;
}

let phoneSeq = 0;
/** A valid Vietnamese mobile number, unique within a run. */
export function uniquePhone(): string {
  phoneSeq += 1;
  return `097${String(Date.now() % 10000).padStart(4, '0')}${String(phoneSeq).padStart(3, '0')}`;
}

/** Writes one artifact; the names written are kept for the run's summary. */
export const writtenArtifacts: string[] = [];
export function writeArtifact(name: string, data: Buffer | string): string {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`artifact name ${name} is not a plain file name`);
  const dir = artifactsDir();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, data);
  writtenArtifacts.push(file);
  return file;
}
