import { defaultTrackNumber, type Track } from '@sym/contracts';
import type { TFunction } from 'i18next';

/**
 * A track's name as shown: a default name the server gave it ('Voice 1', stored in English) in the user's
 * language ('Stimme 1'), a name the user chose as it is.
 */
export function trackDisplayName(t: TFunction, track: Pick<Track, 'kind' | 'name'>): string {
  const number = defaultTrackNumber(track.kind, track.name);
  return number === null ? track.name : t(`timeline.track.defaultNames.${track.kind}`, { number });
}
