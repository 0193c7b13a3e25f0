import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeHttpWithin } from './close-http.ts';

// A real HTTP server whose handler reads the whole body before answering, as an upload route does.

const servers: http.Server[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function listen(): Promise<{ server: http.Server; port: number; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.end('ok'));
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { server, port, close };
}

/** A raw client that sends `text` and keeps the connection open; `closed` resolves with what it got back. */
async function rawClient(port: number, text: string) {
  const socket = net.connect({ host: '127.0.0.1', port });
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.write(text);
  return { socket, closed };
}

const post = (length: number) =>
  `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${length}\r\n\r\n`;

describe('closeHttpWithin', () => {
  it('destroys an upload whose client stopped sending once the bound is reached', async () => {
    const { server, port, close } = await listen();
    const client = await rawClient(port, `${post(1_000_000)}${'x'.repeat(10_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const closed = await closeHttpWithin(server, close, 200);

    expect(closed).toEqual({ connectionsCut: 1 });
    await client.closed;
  });

  it('lets a request that is being answered finish, and cuts nothing', async () => {
    const { server, port, close } = await listen();
    const client = await rawClient(port, `${post(10)}12345`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const closing = closeHttpWithin(server, close, 30_000);
    client.socket.write('67890');

    expect(await closing).toEqual({ connectionsCut: 0 });
    expect(await client.closed).toContain('200 OK');
  });

  it('closes idle keep-alive connections at once instead of waiting for the bound', async () => {
    const { server, port, close } = await listen();
    const client = await rawClient(port, `${post(2)}ok`);
    await new Promise<void>((resolve) => client.socket.once('data', () => resolve()));

    // A bound longer than the test's timeout: finishing at all shows the idle connection did not wait for it.
    expect(await closeHttpWithin(server, close, 120_000)).toEqual({ connectionsCut: 0 });
    await client.closed;
  });
});
