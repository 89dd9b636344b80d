import { type RefObject, useEffect, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

let scrollLocks = 0;

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** The newest modal in the DOM is the top one (portals append in opening order). */
function isTopLayer(container: HTMLElement): boolean {
  const layers = document.querySelectorAll('[aria-modal="true"]');
  return layers[layers.length - 1] === container;
}

/**
 * Behaviour shared by the modal and the bottom sheet: `[autofocus]` or the first focusable element gets focus
 * (chrome such as the close button is marked `data-skip-autofocus`, so a content-less dialog focuses itself),
 * focus returns to the opener on unmount, the page behind does not scroll, and while `active` Escape closes and
 * Tab cycles inside (top layer only).
 */
export function useModalBehaviour(ref: RefObject<HTMLElement | null>, onClose: () => void, active: boolean) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = ref.current;
    if (container && !container.contains(document.activeElement)) {
      const target =
        container.querySelector<HTMLElement>("[autofocus]") ??
        focusables(container).find((el) => !el.hasAttribute("data-skip-autofocus")) ??
        container;
      target.focus({ preventScroll: true });
    }
    scrollLocks += 1;
    if (scrollLocks === 1) document.body.style.overflow = "hidden";
    return () => {
      scrollLocks -= 1;
      if (scrollLocks === 0) document.body.style.overflow = "";
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [ref]);

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const container = ref.current;
      if (!container || !isTopLayer(container)) return;
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusables(container);
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
      } else if (!container.contains(current)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && current === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [active, ref]);
}
