import type { SocketCounts } from '../metrics/app-metrics.ts';
import type { SymServer } from './socket-server.ts';

/** This process's socket connections and its rooms by kind (rooms.ts names them `<kind>:<id>`), for a scrape. */
export function socketCountsOf(io: SymServer): SocketCounts {
  const { rooms, sids } = io.of('/').adapter;
  const roomsByKind = new Map<string, number>();
  for (const room of rooms.keys()) {
    if (sids.has(room)) continue; // Each socket's own room.
    const kind = room.split(':', 1)[0]!;
    roomsByKind.set(kind, (roomsByKind.get(kind) ?? 0) + 1);
  }
  return { connections: io.engine.clientsCount, roomsByKind };
}
