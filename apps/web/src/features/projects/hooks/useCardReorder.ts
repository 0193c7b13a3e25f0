import { useState, type DragEvent, type KeyboardEvent } from 'react';

interface CardReorderOptions {
  /** A card was dropped on another one. */
  onMove: (draggedId: string, targetId: string) => void;
  /** Alt+arrow on a card: one place earlier (-1) or later (+1). */
  onStep: (id: string, step: -1 | 1) => void;
}

const STEP_KEYS: Record<string, -1 | 1> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/** Drag-and-drop between cards, with Alt+arrow keys as the keyboard way to reorder. */
export function useCardReorder({ onMove, onStep }: CardReorderOptions) {
  const [draggedId, setDraggedId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const reset = () => {
    setDraggedId(null);
    setOverId(null);
  };

  const propsFor = (id: string) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLDivElement>) => {
      setDraggedId(id);
      event.dataTransfer?.setData('text/plain', id);
      if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (event: DragEvent<HTMLDivElement>) => {
      if (!draggedId || draggedId === id) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      if (overId !== id) setOverId(id);
    },
    onDragLeave: (event: DragEvent<HTMLDivElement>) => {
      const next = event.relatedTarget;
      if (overId === id && !(next instanceof Node && event.currentTarget.contains(next))) setOverId(null);
    },
    onDrop: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      const from = draggedId ?? event.dataTransfer?.getData('text/plain') ?? null;
      reset();
      if (from && from !== id) onMove(from, id);
    },
    onDragEnd: reset,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const step = STEP_KEYS[event.key];
      if (!event.altKey || !step) return;
      event.preventDefault();
      onStep(id, step);
    },
  });

  return { draggedId, overId, propsFor };
}
