import type { ReactNode } from "react";

/** Desktop modal exit animation (SPEC section 9). */
export const MODAL_EXIT_MS = 160;
/** Bottom sheet exit animation. */
export const SHEET_EXIT_MS = 300;
/** A downward drag quicker than this closes the sheet whatever its length... */
export const SHEET_FAST_DRAG_MS = 150;
/** ...as does one longer than this fraction of the sheet height. */
export const SHEET_CLOSE_FRACTION = 0.5;
/** Movements up to this are taps, not drags (so a tap on the handle never counts as a fast flick). */
export const SHEET_MIN_DRAG_PX = 10;

/** Whether releasing a downward drag of the sheet closes it. */
export function shouldCloseSheet(input: {
  dragPx: number;
  sheetHeightPx: number;
  durationMs: number;
}): boolean {
  const { dragPx, sheetHeightPx, durationMs } = input;
  if (dragPx <= SHEET_MIN_DRAG_PX) return false;
  if (durationMs < SHEET_FAST_DRAG_MS) return true;
  return sheetHeightPx > 0 && dragPx > sheetHeightPx * SHEET_CLOSE_FRACTION;
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Desktop width: s 400 px, m 560 px. */
  size?: "s" | "m";
  /** Desktop only: a centred modal (default) or a panel along the right edge; below 1024 px a bottom sheet. */
  placement?: "center" | "side";
  /** Close when the backdrop is clicked (default false). */
  closeOnOutsideClick?: boolean;
  children?: ReactNode;
  /** Actions row, e.g. Cancel / Confirm buttons. */
  footer?: ReactNode;
  /** Extra description for screen readers and under the title. */
  description?: ReactNode;
}

export interface DialogViewProps extends Omit<DialogProps, "open"> {
  closing: boolean;
}
