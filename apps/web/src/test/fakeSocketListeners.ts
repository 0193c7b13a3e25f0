import type { SocketHandler } from '../lib/transport/socketTypes';

/** The listening side of a fake socket.io client socket: on / off / onAny, and an incoming event handed to them. */
export class FakeSocketListeners {
  private readonly handlers = new Map<string, Set<SocketHandler>>();
  private readonly anyHandlers: ((event: string, ...args: unknown[]) => void)[] = [];

  on(event: string, handler: SocketHandler) {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
  }
  off(event: string, handler?: SocketHandler) {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
  }
  onAny(handler: (event: string, ...args: unknown[]) => void) {
    this.anyHandlers.push(handler);
  }
  /** An event from the server (or one socket.io fires itself) reaches the listeners. */
  protected receive(event: string, ...args: unknown[]) {
    this.anyHandlers.forEach((handler) => handler(event, ...args));
    this.handlers.get(event)?.forEach((handler) => handler(...args));
  }
}
