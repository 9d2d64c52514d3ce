// The sandbox on its own port: `http://127.0.0.1:PORT/<host>/<path>` answers like `https://<host>/<path>`,
// and `/sandbox-images/<site>/<code>/<n>.svg` serves the drawn images.

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Sandbox } from './sandbox.ts';

export interface SandboxServer {
  server: Server;
  port: number;
  /** `http://127.0.0.1:PORT` */
  url: string;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function startSandboxServer(options: { port?: number; host?: string; sandbox: Sandbox }): Promise<SandboxServer> {
  const { sandbox } = options;
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    void (async () => {
      const requested = `http://${req.headers.host ?? `${host}`}${req.url ?? '/'}`;
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (typeof v === 'string') headers.set(k, v);
        else if (Array.isArray(v)) headers.set(k, v.join(', '));
      }
      const method = req.method ?? 'GET';
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
      const abort = new AbortController();
      res.on('close', () => abort.abort());
      try {
        const response = await sandbox.fetch(requested, { method, headers, ...(body !== undefined ? { body } : {}), signal: abort.signal });
        const out = Buffer.from(await response.arrayBuffer());
        const outHeaders: Record<string, string> = {};
        response.headers.forEach((value, key) => {
          outHeaders[key] = value;
        });
        res.writeHead(response.status, outHeaders);
        res.end(out);
      } catch (error) {
        if (abort.signal.aborted) return;
        const message = error instanceof TypeError ? 'Not served by the sandbox' : 'Sandbox error';
        res.writeHead(error instanceof TypeError ? 404 : 500, { 'content-type': 'text/plain; charset=UTF-8' });
        res.end(message);
      }
    })();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const port = (server.address() as AddressInfo).port;
      resolve({
        server,
        port,
        url: `http://${host}:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections();
            server.close((err) => (err ? fail(err) : done()));
          }),
      });
    });
  });
}
