import { type PointerEvent, type RefObject, useRef, useState } from "react";
import { SHEET_MIN_DRAG_PX, shouldCloseSheet } from "./dialog-rules";

interface Start {
  pointerId: number;
  y: number;
  at: number;
}

/** Pointer handlers for dragging a sheet down by its header; `offset` is the current downward drag in px. */
export function useSheetDrag(sheet: RefObject<HTMLElement | null>, onClose: () => void, enabled: boolean) {
  const start = useRef<Start | null>(null);
  const moved = useRef(false);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const end = (event: PointerEvent<HTMLElement>, release: boolean) => {
    const from = start.current;
    if (!from || from.pointerId !== event.pointerId) return;
    start.current = null;
    setDragging(false);
    const dragPx = Math.max(0, event.clientY - from.y);
    const sheetHeightPx = sheet.current?.getBoundingClientRect().height ?? 0;
    if (release && shouldCloseSheet({ dragPx, sheetHeightPx, durationMs: event.timeStamp - from.at })) {
      onClose(); // the exit animation continues from the dragged position
    } else {
      setOffset(0);
    }
  };

  return {
    offset,
    dragging,
    /** True right after a drag, so the click that follows it is not taken as a tap. */
    wasDrag: () => moved.current,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (!enabled || event.button > 0 || (event.target as Element).closest("a, input, select, textarea"))
          return;
        start.current = { pointerId: event.pointerId, y: event.clientY, at: event.timeStamp };
        moved.current = false;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const from = start.current;
        if (!from || from.pointerId !== event.pointerId) return;
        const dy = Math.max(0, event.clientY - from.y);
        if (dy > SHEET_MIN_DRAG_PX) moved.current = true;
        setDragging(true);
        setOffset(dy);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, false),
    },
  };
}
