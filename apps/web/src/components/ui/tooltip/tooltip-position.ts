/** Gap between the anchor and the bubble, and the least distance the bubble keeps from the window edges. */
export const TOOLTIP_GAP_PX = 8;
export const TOOLTIP_EDGE_PX = 8;

type Rect = { top: number; bottom: number; left: number; width: number };

/**
 * Where a bubble of `size` goes for an anchor at `anchor` (viewport coordinates): centred above it, below when
 * there is no room above, shifted sideways to stay inside the viewport.
 */
export function tooltipPosition(
  anchor: Rect,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number; placement: "top" | "bottom" } {
  const above = anchor.top - TOOLTIP_GAP_PX - size.height;
  const placement = above >= TOOLTIP_EDGE_PX ? "top" : "bottom";
  const top = placement === "top" ? above : anchor.bottom + TOOLTIP_GAP_PX;
  const centred = anchor.left + anchor.width / 2 - size.width / 2;
  const maxLeft = viewport.width - TOOLTIP_EDGE_PX - size.width;
  const left = Math.max(TOOLTIP_EDGE_PX, Math.min(centred, maxLeft));
  return { top, left, placement };
}
