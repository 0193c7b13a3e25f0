import type { Track, VoiceClip } from '@sym/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveHandlers } from '../../realtime';
import { timelineKeys } from '../timeline/timelineApi';

type Keyed = { id: string };

/** Puts an item into a cached list (replacing the one with its id, else appended); nothing if not loaded. */
function upsert<T extends Keyed>(queryClient: QueryClient, key: readonly unknown[], item: T) {
  queryClient.setQueryData<T[]>(key, (items) => {
    if (!items) return items;
    return items.some((existing) => existing.id === item.id)
      ? items.map((existing) => (existing.id === item.id ? item : existing))
      : [...items, item];
  });
}

function remove(queryClient: QueryClient, key: readonly unknown[], id: string) {
  queryClient.setQueryData<Keyed[]>(key, (items) => items?.filter((item) => item.id !== id));
}

const byOrder = (tracks: Track[]) => [...tracks].sort((a, b) => a.order - b.order);

/** The timeline's tracks and voice clips, kept current by the room's events. */
export const timelineLiveHandlers: LiveHandlers = {
  'track.created': ({ scenarioId, track }, { queryClient }) => {
    upsert(queryClient, timelineKeys.tracks(scenarioId), track);
    queryClient.setQueryData<Track[]>(timelineKeys.tracks(scenarioId), (tracks) => tracks && byOrder(tracks));
  },
  'track.updated': ({ scenarioId, track }, { queryClient }) => {
    upsert(queryClient, timelineKeys.tracks(scenarioId), track);
    queryClient.setQueryData<Track[]>(timelineKeys.tracks(scenarioId), (tracks) => tracks && byOrder(tracks));
  },
  'track.deleted': ({ scenarioId, id }, { queryClient }) => remove(queryClient, timelineKeys.tracks(scenarioId), id),
  'track.reordered': ({ scenarioId, trackIds }, { queryClient }) =>
    queryClient.setQueryData<Track[]>(timelineKeys.tracks(scenarioId), (tracks) => {
      if (!tracks) return tracks;
      const position = new Map(trackIds.map((id, index) => [id, index]));
      return byOrder(tracks.map((track) => ({ ...track, order: position.get(track.id) ?? track.order })));
    }),
  'voiceClip.created': ({ scenarioId, voiceClip }, { queryClient }) =>
    upsert<VoiceClip>(queryClient, timelineKeys.voiceClips(scenarioId), voiceClip),
  'voiceClip.updated': ({ scenarioId, voiceClip }, { queryClient }) =>
    upsert<VoiceClip>(queryClient, timelineKeys.voiceClips(scenarioId), voiceClip),
  // A line's translations go with it.
  'voiceClip.deleted': ({ scenarioId, id }, { queryClient }) =>
    queryClient.setQueryData<VoiceClip[]>(timelineKeys.voiceClips(scenarioId), (clips) =>
      clips?.filter((clip) => clip.id !== id && clip.sourceClipId !== id),
    ),
};
