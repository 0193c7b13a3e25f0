import {
  DndContext,
  DragOverlay,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import type { AspectRatio, Scene, Shot } from '@sym/contracts';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { ShotCardCompact } from './ShotCardCompact';
import { shotDomId } from './StoryboardCardBody';
import { OWN_CLICKS } from './StoryboardItem';
import { storyboardRows, type StoryboardRow } from './storyboardRows';
import { GRID_GAP } from './storyboardView';

/** A drag starts from the card itself, not from its buttons or player (those keep their own clicks). */
class CardPointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: PointerEvent) =>
        nativeEvent.isPrimary &&
        nativeEvent.button === 0 &&
        !(nativeEvent.target instanceof Element && nativeEvent.target.closest(OWN_CLICKS)),
    },
  ];
}

const MEDIA_RATIO: Record<AspectRatio, number> = { landscape: 9 / 16, portrait: 16 / 9, square: 1 };
/** Card height below the picture, for the first estimate of a row (rows are measured once shown). */
const BODY_HEIGHT = { simple: 40, deluxe: 250 } as const;
/** A scene heading's row, for its first estimate. */
const SCENE_ROW_HEIGHT = 48;

export interface FocusRequest {
  id: string;
  /** Changes on every request, so asking for the same shot again scrolls to it again. */
  serial: number;
}

interface StoryboardGridProps {
  shots: readonly Shot[];
  view: 'simple' | 'deluxe';
  columns: number;
  width: number;
  aspectRatio: AspectRatio;
  focusRequest: FocusRequest | null;
  onReorder: (activeId: string, overId: string) => void;
  renderItem: (shot: Shot, index: number) => ReactNode;
  /** The episode's stored scenes: each one's heading row comes before its shots' rows. */
  scenes?: readonly Scene[];
  renderScene?: (row: Extract<StoryboardRow, { kind: 'scene' }>) => ReactNode;
}

const NO_SCENES: readonly Scene[] = [];

/**
 * A row's content. A row that comes into view while the page scrolls draws its cards in a background render:
 * React yields to the scroll between cards, so a fast scroll does not wait on a screenful of cards mounting at once
 * (long tasks of 100–200 ms on a 1,000-shot episode); meanwhile the row keeps its estimated height. Other rows (the
 * first screen, a list that changed) draw at once.
 */
function RowContent({ immediate, height, children }: { immediate: boolean; height: number; children: ReactNode }) {
  const shown = useDeferredValue(true, immediate);
  return shown ? children : <div aria-hidden="true" style={{ height }} />;
}

/**
 * The storyboard's cards in rows of `columns` (each scene's shots on rows of their own under its heading), virtualised against the page scroll: only the rows in view
 * (and a couple around them) are in the DOM, so 500 shots scroll as smoothly as 5. Cards are dragged to
 * reorder (dnd-kit); the dragged card follows the pointer as an overlay so it survives its row scrolling away.
 */
export function StoryboardGrid({
  shots,
  view,
  columns,
  width,
  aspectRatio,
  focusRequest,
  onReorder,
  renderItem,
  scenes = NO_SCENES,
  renderScene,
}: StoryboardGridProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [activeId, setActiveId] = useState<string | null>(null);
  const ids = useMemo(() => shots.map((shot) => shot.id), [shots]);
  const layout = useMemo(() => storyboardRows(shots, columns, scenes), [shots, columns, scenes]);
  const cardWidth = width > 0 ? (width - GRID_GAP * (columns - 1)) / columns : 272;
  const estimate = Math.round(cardWidth * MEDIA_RATIO[aspectRatio] + BODY_HEIGHT[view] + GRID_GAP);

  const virtualizer = useWindowVirtualizer({
    count: layout.length,
    estimateSize: (index) => (layout[index]?.kind === 'scene' ? SCENE_ROW_HEIGHT : estimate),
    getItemKey: (index) => layout[index]?.key ?? index,
    overscan: 2,
    scrollMargin,
    // A row not laid out yet (or a test DOM without layout) measures 0: keep the estimate then.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimate,
  });

  // The list's distance from the top of the page. Things above it (toolbar, alerts) change it and with it
  // the page's height, so it is measured again when the page resizes — never on scroll frames, where
  // reading layout would force it.
  useLayoutEffect(() => {
    const measure = () => {
      const top = Math.round((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
      setScrollMargin((current) => (current === top ? current : top));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [view, columns]);

  // A new layout (view, columns, aspect) changes every row's height: measure again.
  useEffect(() => virtualizer.measure(), [virtualizer, view, columns, aspectRatio]);

  useEffect(() => {
    if (!focusRequest) return;
    const index = ids.indexOf(focusRequest.id);
    if (index < 0) return;
    let frame = 0;
    let tries = 0;
    const focusCard = () => {
      const card = document.getElementById(shotDomId(focusRequest.id));
      if (card) {
        card.scrollIntoView?.({ block: 'nearest' });
        card.focus({ preventScroll: true });
      } else if (tries++ < 10) {
        const row = layout.findIndex((entry) => entry.kind === 'cards' && index < entry.start + entry.count);
        if (tries === 1 && row >= 0) virtualizer.scrollToIndex(row, { align: 'auto' });
        frame = requestAnimationFrame(focusCard);
      }
    };
    focusCard();
    return () => cancelAnimationFrame(frame);
    // Only a new request moves the focus; re-renders of the list must not steal it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const sensors = useSensors(useSensor(CardPointerSensor, { activationConstraint: { distance: 6 } }));
  const sequenceOf = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('storyboard.drag.picked', { n: sequenceOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('storyboard.drag.over', { n: sequenceOf(active.id), position: sequenceOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('storyboard.drag.dropped', { n: sequenceOf(active.id), position: sequenceOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('storyboard.drag.cancelled', { n: sequenceOf(active.id) }),
  };

  const handleDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (over && active.id !== over.id) onReorder(String(active.id), String(over.id));
  };
  const activeShot = activeId ? shots.find((shot) => shot.id === activeId) : undefined;
  const rows = virtualizer.getVirtualItems();

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('storyboard.drag.instructions') } }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <div
          ref={listRef}
          role="list"
          aria-label={t('storyboard.listLabel')}
          className="relative w-full"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {rows.map((row) => {
            const entry = layout[row.index]!;
            return (
              <div
                key={row.key}
                role="none"
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 grid w-full items-stretch"
                style={{
                  transform: `translateY(${row.start - scrollMargin}px)`,
                  gridTemplateColumns: entry.kind === 'cards' ? `repeat(${columns}, minmax(0, 1fr))` : undefined,
                  columnGap: GRID_GAP,
                  paddingBottom: GRID_GAP,
                  // A row's layout stays inside it: rows coming into view do not re-lay the others (no paint
                  // containment: rings and dragged cards reach past the row).
                  contain: 'layout style',
                }}
              >
                <RowContent immediate={!virtualizer.isScrolling} height={Math.max(0, row.size - GRID_GAP)}>
                  {entry.kind === 'scene'
                    ? renderScene?.(entry)
                    : shots
                        .slice(entry.start, entry.start + entry.count)
                        .map((shot, offset) => renderItem(shot, entry.start + offset))}
                </RowContent>
              </div>
            );
          })}
        </div>
      </SortableContext>
      <DragOverlay>
        {activeShot ? (
          <div aria-hidden="true" className="w-44 rotate-2 shadow-xl">
            <ShotCardCompact shot={activeShot} aspectRatio={aspectRatio} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
