import { useEffect } from "react";

/**
 * Brings the element `target` (an anchor id) to the top of the window and focuses its first `aria-expanded`
 * button. It stays aligned for two seconds while the rest of the page settles (the lazy route's styles, a banner
 * above, figures loading), until the reader scrolls, types or clicks.
 */
export function useScrollToAnchor(target: string | null): void {
  useEffect(() => {
    if (!target) return;
    // Aligned now, then kept aligned for a moment while the rest of the page settles (the lazy route's styles,
    // a banner above, the figures loading), until the reader scrolls, types or clicks.
    let alignedTop: number | null = null;
    let userMoved = false;
    const moved = () => {
      userMoved = true;
    };
    const inputs = ["wheel", "touchstart", "keydown", "mousedown"] as const;
    for (const input of inputs) window.addEventListener(input, moved, { passive: true });
    const align = () => {
      const item = document.getElementById(target);
      item?.scrollIntoView?.({ block: "start" });
      alignedTop = item ? item.getBoundingClientRect().top : null;
      return item;
    };
    const frame = requestAnimationFrame(() => {
      align()?.querySelector<HTMLButtonElement>("button[aria-expanded]")?.focus({ preventScroll: true });
    });
    let ticks = 0;
    const keep = setInterval(() => {
      ticks += 1;
      const top = document.getElementById(target)?.getBoundingClientRect().top;
      if (!userMoved && top !== undefined && alignedTop !== null && Math.abs(top - alignedTop) > 2) align();
      if (userMoved || ticks >= 20) clearInterval(keep);
    }, 100);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(keep);
      for (const input of inputs) window.removeEventListener(input, moved);
    };
  }, [target]);
}
