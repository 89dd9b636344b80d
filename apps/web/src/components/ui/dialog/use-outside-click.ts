import { type MouseEvent, useRef } from "react";

/** Backdrop click handlers: a click counts only when it both starts and ends on the backdrop itself. */
export function useBackdropClick(enabled: boolean, onClose: () => void) {
  const startedOnBackdrop = useRef(false);
  return {
    onMouseDown: (event: MouseEvent) => {
      startedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent) => {
      if (enabled && startedOnBackdrop.current && event.target === event.currentTarget) onClose();
      startedOnBackdrop.current = false;
    },
  };
}
