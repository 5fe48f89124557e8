import { Agent, createServer, request as forward, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server behind the proxy. */
export interface Upstream {
  host: string;
  port: number;
}

export interface RoundRobinProxy {
  /** Where the proxy listens, e.g. http://127.0.0.1:8080. */
  url: string;
  close(): Promise<void>;
}

/** Headers about one connection, not the request: each hop sets its own. */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

function withoutHopByHop(headers: IncomingMessage['headers']): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

class NotConnected extends Error {}

/**
 * A load balancer for local trials of several servers on one database (`npm run start:cluster`,
 * the cluster test): each request goes to the next server in turn, so consecutive requests of one
 * browser land on different processes, as behind a real load balancer without sticky sessions.
 * It names the client in X-Forwarded-For (replacing any the client sent: it is the edge), so the
 * servers, trusting it (TRUSTED_PROXIES), count the client and not the proxy. A server that
 * refuses the connection (stopped, or killed) never saw the request, which then goes to the next
 * one; a server lost after taking the request gets 502, as it may have acted on it. Bodies are
 * read whole before forwarding, which makes that retry possible and is fine for a trial.
 */
export async function roundRobinProxy(upstreams: readonly Upstream[], listen: { port: number; host: string }): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error('the proxy needs at least one server');
  const agent = new Agent({ keepAlive: true });
  let next = 0;

  function send(upstream: Upstream, request: IncomingMessage, body: Buffer, response: ServerResponse): Promise<void> {
    return new Promise((resolve, reject) => {
      const outgoing = forward(
        {
          agent,
          host: upstream.host,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: { ...withoutHopByHop(request.headers), 'x-forwarded-for': request.socket.remoteAddress ?? '', 'content-length': body.length },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
          answer.pipe(response);
          answer.on('close', () => {
            // The server lost mid-answer: the client must see the answer cut off, not a short one.
            if (!answer.complete) response.destroy();
            resolve();
          });
        },
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ECONNREFUSED' ? new NotConnected(error.message) : error));
      // The client gone before its answer came: the server's answer has nowhere to go.
      response.on('close', () => {
        if (!response.writableFinished) outgoing.destroy();
      });
      outgoing.end(body);
    });
  }

  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const first = next++ % upstreams.length;
      for (let tried = 0; tried < upstreams.length; tried++) {
        try {
          await send(upstreams[(first + tried) % upstreams.length]!, request, body, response);
          return;
        } catch (error) {
          if (!(error instanceof NotConnected) || response.headersSent) break;
        }
      }
      if (response.headersSent) response.destroy();
      else response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('No server answered.\n');
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(listen.port, listen.host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${listen.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
