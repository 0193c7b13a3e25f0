export { useProjectRoom } from './hooks/useProjectRoom';
export type { LiveContext, LiveHandlers } from './live/liveHandlers';
