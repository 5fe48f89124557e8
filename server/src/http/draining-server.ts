import { Server, type RequestListener } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The HTTP server the app listens with: Node's own, except for which connections count as idle
 * when the server closes. Node's closeIdleConnections() destroys a connection once its response
 * has ended, even while that response's last bytes still wait in the socket's buffer: under load a
 * member's answer (the money already moved) could be cut off by a shutdown. Here a connection is
 * idle only when every response on it is closed (its bytes handed to the OS) and nothing is
 * buffered; a request that arrives on it as it is ended was never read, so never carried out.
 */
export class DrainingServer extends Server {
  /** Open connections and how many of their responses are still being written. */
  readonly #outstanding = new Map<Socket, number>();

  constructor(handler: RequestListener) {
    super(handler);
    this.on('connection', (socket: Socket) => {
      this.#outstanding.set(socket, 0);
      socket.once('close', () => this.#outstanding.delete(socket));
    });
    this.on('request', (request, response) => {
      const socket = request.socket;
      this.#outstanding.set(socket, (this.#outstanding.get(socket) ?? 0) + 1);
      response.once('close', () => {
        if (this.#outstanding.has(socket)) this.#outstanding.set(socket, this.#outstanding.get(socket)! - 1);
      });
    });
  }

  override closeIdleConnections(): void {
    for (const [socket, responses] of this.#outstanding) {
      if (responses === 0 && socket.writableLength === 0) socket.destroy();
    }
  }
}
