import { DEFAULT_TRACK_NAME_WORDS as LABELS, type TrackKind } from '@sym/contracts';

/** The first free default name of a kind ('Audio 1', 'Voice 2'...), counting the tracks of that kind; stored in English, shown localised. */
export function defaultTrackName(kind: TrackKind, existing: readonly { kind: string; name: string }[]): string {
  const taken = new Set(existing.map((track) => track.name.toLowerCase()));
  let number = existing.filter((track) => track.kind === kind).length + 1;
  while (taken.has(`${LABELS[kind]} ${number}`.toLowerCase())) number += 1;
  return `${LABELS[kind]} ${number}`;
}

/** Track ids in a new order: dense positions 0..n-1 follow from the index. */
export function positionsOf(rows: readonly { id: string; position: number }[]): Map<string, number> {
  return new Map(rows.map((row) => [row.id, row.position]));
}
