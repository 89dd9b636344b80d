import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import styles from "./tooltip.module.css";
import { tooltipPosition } from "./tooltip-position";

export interface TooltipProps {
  /** The bubble's text, or a function that makes it when the bubble opens (long lists format nothing early). */
  content: ReactNode | (() => ReactNode);
  /** The anchor's content (phrasing content: it is drawn inside a button). */
  children: ReactNode;
  className?: string;
}

/**
 * A small text bubble shown while the anchor (a button) is hovered or focused, or after a tap on touch screens;
 * rendered in a portal, so scrolling containers never clip it, and closed when anything scrolls or on Escape.
 * The anchor points at it with aria-describedby.
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const id = useId();
  const anchorRef = useRef<HTMLButtonElement>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    if (!open) return setPosition(null);
    const anchor = anchorRef.current?.getBoundingClientRect();
    const bubble = bubbleRef.current?.getBoundingClientRect();
    if (!anchor || !bubble) return;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    setPosition(tooltipPosition(anchor, bubble, viewport));
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    window.addEventListener("scroll", close, true);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("scroll", close, true);
      window.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <>
      <button
        ref={anchorRef}
        type="button"
        className={[styles.anchor, className].filter(Boolean).join(" ")}
        aria-describedby={open ? id : undefined}
        onPointerEnter={(event) => event.pointerType === "mouse" && setOpen(true)}
        onPointerLeave={(event) => event.pointerType === "mouse" && setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open &&
        createPortal(
          <div
            ref={bubbleRef}
            id={id}
            role="tooltip"
            className={styles.bubble}
            style={position ? { top: position.top, left: position.left } : { visibility: "hidden" }}
          >
            {typeof content === "function" ? content() : content}
          </div>,
          document.body,
        )}
    </>
  );
}
