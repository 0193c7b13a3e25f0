import { socketService } from './client';
import { createSocketEvents } from './socketEvents';
import { readTransportSettings } from './transportSettings';

/**
 * Request events and batch streams over the app's socket, on the transport's terms (spec §7 asset protocol). A
 * module apart from client.ts, so only the screens that send them load it, not the first page.
 */
export const socketEvents = createSocketEvents({ socket: socketService, settings: readTransportSettings });
