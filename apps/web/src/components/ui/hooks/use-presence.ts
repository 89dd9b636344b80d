import { useEffect, useState } from "react";

/**
 * Keeps an element mounted for `exitMs` after `open` turns false so its exit animation can run.
 * `closing` is true during that time (render it as `data-state="closing"`).
 */
export function usePresence(open: boolean, exitMs: number): { mounted: boolean; closing: boolean } {
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);
  useEffect(() => {
    if (open || !present) return;
    const timer = setTimeout(() => setPresent(false), exitMs);
    return () => clearTimeout(timer);
  }, [open, present, exitMs]);
  return { mounted: open || present, closing: !open && present };
}
