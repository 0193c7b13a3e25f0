/** Path part of a request URL, without the query string. */
export function pathOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : url.slice(0, index);
}

/** Whether the URL belongs to the JSON API. */
export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return path === '/api' || path.startsWith('/api/');
}

export const SOCKET_IO_PATH = '/socket.io';

/** Whether the URL belongs to the Socket.IO endpoint. */
export function isSocketPath(url: string): boolean {
  const path = pathOf(url);
  return path === SOCKET_IO_PATH || path.startsWith(`${SOCKET_IO_PATH}/`);
}
