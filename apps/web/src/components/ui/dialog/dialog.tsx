import { createPortal } from "react-dom";
import { useIsDesktop } from "../../../lib/media";
import { usePresence } from "../hooks/use-presence";
import { BottomSheet } from "./bottom-sheet";
import { type DialogProps, MODAL_EXIT_MS, SHEET_EXIT_MS } from "./dialog-rules";
import { Modal } from "./modal";

/**
 * A dialog: a centred modal from 1024 px up (`data-testid="modal"`), a bottom sheet below
 * (`data-testid="bottom-sheet"`, drag down to close). Rendered in a portal; stays mounted for the exit animation.
 */
export function Dialog({ open, ...props }: DialogProps) {
  const isDesktop = useIsDesktop();
  const { mounted, closing } = usePresence(open, isDesktop ? MODAL_EXIT_MS : SHEET_EXIT_MS);
  if (!mounted) return null;
  const view = isDesktop ? (
    <Modal {...props} closing={closing} />
  ) : (
    <BottomSheet {...props} closing={closing} />
  );
  return createPortal(view, document.body);
}
