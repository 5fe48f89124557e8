import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { roundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.js';

/** A server that answers who it is, what it was sent and from whom the proxy says it came. */
async function echoServer(name: string): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('set-cookie', [`${name}=1`, 'second=2']);
      response.end(JSON.stringify({ name, method: request.method, url: request.url, body, forwardedFor: request.headers['x-forwarded-for'], host: request.headers.host }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('round-robin proxy', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function proxyFor(...names: string[]): Promise<{ proxy: RoundRobinProxy; servers: Server[] }> {
    const started = await Promise.all(names.map(echoServer));
    for (const { server } of started) cleanup.push(() => (server.listening ? stop(server) : Promise.resolve()));
    const proxy = await roundRobinProxy(
      started.map(({ port }) => ({ host: '127.0.0.1', port })),
      { port: 0, host: '127.0.0.1' },
    );
    cleanup.push(() => proxy.close());
    return { proxy, servers: started.map(({ server }) => server) };
  }

  it('sends each request to the next server in turn, body, cookies and host as they were', async () => {
    const { proxy } = await proxyFor('one', 'two');
    const answers = [];
    for (let n = 0; n < 4; n++) {
      const response = await fetch(`${proxy.url}/path?n=${n}`, { method: 'POST', body: `body ${n}`, headers: { 'x-forwarded-for': '198.51.100.1' } });
      answers.push({ ...((await response.json()) as { name: string }), cookies: response.headers.getSetCookie() });
    }
    expect(answers.map((answer) => answer.name)).toEqual(['one', 'two', 'one', 'two']);
    expect(answers[1]).toEqual({
      name: 'two',
      method: 'POST',
      url: '/path?n=1',
      body: 'body 1',
      // The proxy is the edge: the client's own claim is replaced by the address it came from.
      forwardedFor: '127.0.0.1',
      host: new URL(proxy.url).host,
      cookies: ['two=1', 'second=2'],
    });
  });

  it('sends a request a stopped server would have had to the next one, and answers 502 when none is left', async () => {
    const { proxy, servers } = await proxyFor('one', 'two');
    await stop(servers[0]!);
    const names = [];
    for (let n = 0; n < 3; n++) names.push(((await (await fetch(proxy.url)).json()) as { name: string }).name);
    expect(names).toEqual(['two', 'two', 'two']);
    await stop(servers[1]!);
    expect((await fetch(proxy.url)).status).toBe(502);
  });
});
