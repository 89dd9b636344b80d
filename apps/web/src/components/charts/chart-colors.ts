/** The chart's colours, read from the theme's CSS variables (tokens.css) so both themes apply. */
export type ChartColors = { line: string; band: string; axis: string; grid: string };

/** `#rgb` or `#rrggbb` with an alpha, as `rgb(r g b / a)`; any other colour is returned as it is. */
export function withAlpha(color: string, alpha: number): string {
  const hex = color.trim().replace(/^#/, "");
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return color;
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
  return `rgb(${r} ${g} ${b} / ${alpha})`;
}

export function readChartColors(element: Element): ChartColors {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const brand = read("--color-brand", "#435fff");
  return {
    line: brand,
    band: withAlpha(brand, 0.18),
    axis: read("--color-text-muted", "#5d6675"),
    grid: read("--color-border", "#e2e5ea"),
  };
}
