import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createProxyFetch } from './proxy.ts';

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

function listen(server: Server): Promise<number> {
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

describe('createProxyFetch', () => {
  it('sends requests through the proxy (CONNECT tunnel)', async () => {
    const targetPort = await listen(createServer((_req, res) => res.end('from target')));
    const tunnels: string[] = [];
    const proxy = createServer();
    proxy.on('connect', (req, clientSocket, head) => {
      tunnels.push(req.url ?? '');
      // Whatever host was asked for, tunnel to the local target: proves the fetch used the proxy.
      const upstream = connect(targetPort, '127.0.0.1', () => {
        clientSocket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(clientSocket);
        clientSocket.pipe(upstream);
      });
    });
    const proxyPort = await listen(proxy);
    const fetch = await createProxyFetch(`http://127.0.0.1:${proxyPort}`);
    const response = await fetch('http://marketplace.example:80/item');
    expect(await response.text()).toBe('from target');
    expect(tunnels).toEqual(['marketplace.example:80']);
  });
});
