import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { autoScrollStep, moveItem } from '#admin/lib/reorder.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { fill } from '#src/i18n/fill.ts';

// Drag-and-drop reordering with pointer events (mouse, pen and touch alike) on a
// dedicated handle, plus Move up / Move down buttons as the keyboard path. The
// list reorders live while dragging, the page scrolls when the pointer nears
// its top or bottom edge, and the new order is saved on release. Escape
// cancels. Why not a library: docs/decisions/0021-hand-written-reordering.md.

export interface UseReorderOptions<T> {
  items: readonly T[];
  getId: (item: T) => string;
  getLabel: (item: T) => string;
  enabled: boolean;
  onReorder: (orderedIds: string[]) => void;
  /** Cards in a grid compare horizontal position within a row; rows in a list compare vertical position. */
  layout?: 'list' | 'grid';
}

interface DragState {
  id: string;
  pointerId: number;
  order: string[];
  initial: string[];
}

export function useReorder<T>({ items, getId, getLabel, enabled, onReorder, layout = 'list' }: UseReorderOptions<T>) {
  const [drag, setDragState] = useState<DragState | null>(null);
  // The pointer handlers read the drag from this ref, not from the render's
  // closure: a pointermove or pointerup can arrive before React has rendered
  // the pointerdown's state (a fast drag, a busy machine), and a handler reading
  // the stale `null` would drop the move or the release.
  const dragRef = useRef<DragState | null>(null);
  const setDrag = useCallback((next: DragState | null) => {
    dragRef.current = next;
    setDragState(next);
  }, []);
  // Where the pointer last was, for the auto-scroll loop (it moves the list
  // under a still pointer).
  const pointerAt = useRef<{ x: number; y: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const texts = useTexts(itemTexts);
  const pendingFocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);

  const byId = new Map(items.map((item) => [getId(item), item]));
  const ordered = drag ? drag.order.map((id) => byId.get(id)).filter((item): item is T => item !== undefined) : [...items];

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const row = document.querySelector(`[data-reorder-id="${CSS.escape(target.id)}"]`);
    const preferred = row?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]:not(:disabled)`);
    const fallback = row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    (preferred ?? fallback)?.focus();
  });

  const labelOf = (id: string) => {
    const item = byId.get(id);
    return item ? getLabel(item) : '';
  };

  const finish = (state: DragState, commit: boolean) => {
    setDrag(null);
    const changed = state.order.some((id, index) => id !== state.initial[index]);
    if (!commit || !changed) {
      if (changed) setAnnouncement(fill(texts.reorderCancelled, { label: labelOf(state.id) }));
      return;
    }
    const position = state.order.indexOf(state.id) + 1;
    setAnnouncement(fill(texts.moved, { label: labelOf(state.id), position, count: state.order.length }));
    onReorder(state.order);
  };

  // Moves the dragged item to where the pointer is, once it has crossed the
  // middle of the item under it.
  const reorderAt = useCallback(
    (x: number, y: number) => {
      const drag = dragRef.current;
      if (!drag) return;
      const over = document
        .elementsFromPoint(x, y)
        .map((element) => element.closest<HTMLElement>('[data-reorder-id]'))
        .find((element) => element !== null);
      const overId = over?.dataset.reorderId;
      if (!over || !overId || overId === drag.id) return;
      const from = drag.order.indexOf(drag.id);
      const to = drag.order.indexOf(overId);
      if (from < 0 || to < 0) return;
      // Only move once the pointer has crossed the middle of the item it is over,
      // so items of different sizes do not swap back and forth.
      const rect = over.getBoundingClientRect();
      const sameRow =
        layout === 'grid' &&
        Math.abs(rect.top - (document.querySelector(`[data-reorder-id="${CSS.escape(drag.id)}"]`)?.getBoundingClientRect().top ?? NaN)) < 4;
      const pointer = sameRow ? x : y;
      const middle = sameRow ? rect.left + rect.width / 2 : rect.top + rect.height / 2;
      if ((to > from && pointer < middle) || (to < from && pointer > middle)) return;
      setDrag({ ...drag, order: moveItem(drag.order, from, to) });
    },
    [layout, setDrag],
  );

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (dragRef.current?.pointerId !== event.pointerId) return;
    pointerAt.current = { x: event.clientX, y: event.clientY };
    reorderAt(event.clientX, event.clientY);
  };

  // Auto-scroll: while a drag is on, each frame scrolls the page when the
  // pointer is near its top or bottom edge, and moves the item to what is now
  // under the pointer.
  const dragging = drag !== null;
  useEffect(() => {
    if (!dragging) return;
    let frame = requestAnimationFrame(function step() {
      const at = pointerAt.current;
      const delta = at ? autoScrollStep(at.y, window.innerHeight) : 0;
      if (at && delta !== 0) {
        const before = window.scrollY;
        // 'instant': the site's smooth scrolling would leave scrollY unchanged until later frames.
        window.scrollBy({ top: delta, behavior: 'instant' });
        if (window.scrollY !== before) reorderAt(at.x, at.y);
      }
      frame = requestAnimationFrame(step);
    });
    return () => {
      cancelAnimationFrame(frame);
      pointerAt.current = null;
    };
  }, [dragging, reorderAt]);

  const handleProps = (item: T) => {
    const id = getId(item);
    return {
      'aria-hidden': true as const,
      'data-drag-handle': '',
      title: enabled ? texts.dragToReorder : undefined,
      className: ['drag-handle', enabled ? '' : 'drag-handle--disabled'].filter(Boolean).join(' '),
      onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
        if (!enabled || dragRef.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        const initial = items.map(getId);
        setDrag({ id, pointerId: event.pointerId, order: initial, initial });
      },
      onPointerMove,
      onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
        const drag = dragRef.current;
        if (drag?.pointerId === event.pointerId) finish(drag, true);
      },
      onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => {
        const drag = dragRef.current;
        if (drag?.pointerId === event.pointerId) finish(drag, false);
      },
    };
  };

  useEffect(() => {
    if (!drag) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish(drag, false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const move = (item: T, delta: -1 | 1) => {
    const ids = items.map(getId);
    const from = ids.indexOf(getId(item));
    const to = from + delta;
    if (from < 0 || to < 0 || to >= ids.length) return;
    const next = moveItem(ids, from, to);
    pendingFocus.current = { id: getId(item), direction: delta < 0 ? 'up' : 'down' };
    setAnnouncement(fill(texts.moved, { label: getLabel(item), position: to + 1, count: ids.length }));
    onReorder(next);
  };

  const itemProps = (item: T) => ({
    'data-reorder-id': getId(item),
    'data-dragging': drag?.id === getId(item) ? 'true' : undefined,
  });

  return { ordered, dragging, handleProps, itemProps, move, announcement };
}

export function DragHandle(props: ReturnType<ReturnType<typeof useReorder>['handleProps']>) {
  return (
    <span {...props}>
      <svg viewBox="0 0 20 20" width="18" height="18" focusable="false">
        <circle cx="7" cy="5" r="1.6" />
        <circle cx="13" cy="5" r="1.6" />
        <circle cx="7" cy="10" r="1.6" />
        <circle cx="13" cy="10" r="1.6" />
        <circle cx="7" cy="15" r="1.6" />
        <circle cx="13" cy="15" r="1.6" />
      </svg>
    </span>
  );
}

export interface MoveButtonsProps {
  label: string;
  index: number;
  count: number;
  enabled: boolean;
  onMove: (delta: -1 | 1) => void;
}

export function MoveButtons({ label, index, count, enabled, onMove }: MoveButtonsProps) {
  const texts = useTexts(itemTexts);
  return (
    <span className="move-buttons">
      <button
        type="button"
        className="icon-button"
        data-move="up"
        aria-label={fill(texts.moveUp, { label })}
        disabled={!enabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M5 12l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <button
        type="button"
        className="icon-button"
        data-move="down"
        aria-label={fill(texts.moveDown, { label })}
        disabled={!enabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </span>
  );
}

/** Announces moves to screen readers. */
export function ReorderAnnouncer({ message }: { message: string }) {
  return (
    <p className="visually-hidden" aria-live="polite">
      {message}
    </p>
  );
}
