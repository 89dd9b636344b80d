import { type ReactNode, useEffect, useRef, useState } from "react";

export interface ScrollRegionProps {
  /** The region's accessible name (the table's caption or heading). */
  label: string;
  className?: string;
  children: ReactNode;
  "data-testid"?: string;
}

function overflows(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
}

/**
 * The wrapper of a table wider than a narrow screen (give it `overflow: auto` in its class). While its content
 * overflows it is a named region in the tab order, so a keyboard user can focus it and scroll it with the
 * arrow keys (WCAG 2.1.1; axe `scrollable-region-focusable`); when everything fits it is a plain block and adds
 * no tab stop.
 */
export function ScrollRegion({ label, className, children, "data-testid": testId }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setScrolls(overflows(element));
    check();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  const region = scrolls ? { role: "region", "aria-label": label, tabIndex: 0 } : {};
  return (
    <div ref={ref} className={className} data-testid={testId} {...region}>
      {children}
    </div>
  );
}
