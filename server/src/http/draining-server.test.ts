import { Server, type RequestListener } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DrainingServer } from './draining-server.js';

// An answer far larger than the socket buffers, to a client that does not read yet: the handler
// has ended its response while most of it still waits in the server's buffer.
const answer = 'x'.repeat(16 * 1024 * 1024);
let answerEnded: () => void = () => {};
const handler: RequestListener = (_request, response) => {
  response.setHeader('content-length', answer.length);
  response.end(answer);
  answerEnded();
};

/** Asks for the answer, lets `closeIdle` run once the response has ended, then reads: how many body bytes arrived. */
async function bytesReceivedAfterCloseIdle(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ended = new Promise<void>((resolve) => (answerEnded = resolve));
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  socket.pause();
  socket.write('GET / HTTP/1.1\r\nhost: test\r\nconnection: keep-alive\r\n\r\n');
  await ended;
  server.closeIdleConnections();
  let received = 0;
  socket.on('data', (chunk: Buffer) => (received += chunk.length));
  socket.resume();
  await new Promise<void>((resolve) => {
    socket.on('close', () => resolve());
    socket.on('data', () => {
      if (received >= answer.length) socket.end();
    });
  });
  server.close();
  return received;
}

describe('the draining server', () => {
  it('keeps a connection whose answer is still being written when idle connections are closed', async () => {
    expect(await bytesReceivedAfterCloseIdle(new DrainingServer(handler))).toBeGreaterThanOrEqual(answer.length);
  });

  it('is needed: Node’s own server cuts that answer off', async () => {
    expect(await bytesReceivedAfterCloseIdle(new Server(handler))).toBeLessThan(answer.length);
  });

  it('ends a connection with no answer outstanding', async () => {
    const server = new DrainingServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    server.closeIdleConnections();
    await closed;
    server.close();
  });
});
