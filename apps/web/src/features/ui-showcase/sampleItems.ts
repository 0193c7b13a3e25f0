/** Sample content of the showcase grid (names are proper nouns, so they stay untranslated). */
export type SampleKind = 'character' | 'location' | 'prop';
export type SampleSort = 'name' | 'recent' | 'variants';

export interface SampleItem {
  id: string;
  name: string;
  kind: SampleKind;
  variants: number;
  updatedAt: string;
  /** Hue of the preview gradient. */
  hue: number;
}

export const SAMPLE_KINDS: readonly SampleKind[] = ['character', 'location', 'prop'];
export const SAMPLE_SORTS: readonly SampleSort[] = ['recent', 'name', 'variants'];

export const SAMPLE_ITEMS: readonly SampleItem[] = [
  { id: 's1', name: 'Captain Mira Vale', kind: 'character', variants: 4, updatedAt: '2025-03-14', hue: 262 },
  { id: 's2', name: 'Aurora Station', kind: 'location', variants: 6, updatedAt: '2025-03-02', hue: 199 },
  { id: 's3', name: 'Brass Compass', kind: 'prop', variants: 2, updatedAt: '2025-02-21', hue: 38 },
  { id: 's4', name: 'Old Harbour', kind: 'location', variants: 5, updatedAt: '2025-03-11', hue: 212 },
  { id: 's5', name: 'Professor Ito', kind: 'character', variants: 3, updatedAt: '2025-01-30', hue: 330 },
  { id: 's6', name: 'Glass Lantern', kind: 'prop', variants: 1, updatedAt: '2025-03-09', hue: 52 },
  { id: 's7', name: 'Night Market', kind: 'location', variants: 7, updatedAt: '2025-02-27', hue: 288 },
  { id: 's8', name: 'Juno the Courier', kind: 'character', variants: 2, updatedAt: '2025-03-16', hue: 12 },
  { id: 's9', name: 'Signal Tower', kind: 'location', variants: 3, updatedAt: '2025-01-18', hue: 170 },
  { id: 's10', name: 'Silver Key', kind: 'prop', variants: 2, updatedAt: '2025-02-05', hue: 222 },
];

/** Filters by name (case-insensitive) and kind, then sorts. */
export function visibleSampleItems(search: string, kind: SampleKind | 'all', sort: SampleSort): SampleItem[] {
  const needle = search.trim().toLowerCase();
  const matches = SAMPLE_ITEMS.filter(
    (item) => (kind === 'all' || item.kind === kind) && item.name.toLowerCase().includes(needle),
  );
  const compare: Record<SampleSort, (a: SampleItem, b: SampleItem) => number> = {
    name: (a, b) => a.name.localeCompare(b.name),
    recent: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
    variants: (a, b) => b.variants - a.variants || a.name.localeCompare(b.name),
  };
  return matches.sort(compare[sort]);
}
