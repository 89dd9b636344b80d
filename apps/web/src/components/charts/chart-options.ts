import type uPlot from "uplot";
import { formatHashrateTick, type HashrateScale } from "../../lib/hashrate-format";
import type { ChartColors } from "./chart-colors";
import { tickFormatOf, yRange } from "./chart-data";

export type ChartOptionsInput = {
  width: number;
  height: number;
  colors: ChartColors;
  locale: string;
  /** Read at draw time: the unit of the y axis follows the data. */
  scale: () => HashrateScale;
  /** The hovered bucket's index, or null when the cursor left the plot. */
  onHover: (index: number | null) => void;
};

/**
 * uPlot options of the hashrate chart: series 1 the rate (a line), series 2 and 3 the band's upper and lower
 * edges (not drawn, only filled between), a time x axis in the interface locale and a y axis from zero.
 */
export function hashrateChartOptions(input: ChartOptionsInput): uPlot.Options {
  const { colors, locale } = input;
  const axis = {
    stroke: colors.axis,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
    font: "11px system-ui, sans-serif",
  };
  const edge = { stroke: "transparent", width: 0, points: { show: false } };
  return {
    width: input.width,
    height: input.height,
    legend: { show: false },
    padding: [12, 32, 0, 0],
    cursor: {
      drag: { x: false, y: false, setScale: false },
      points: { size: (_u, series) => (series === 1 ? 8 : 0), fill: colors.line },
    },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => yRange(max) } },
    axes: [
      {
        ...axis,
        space: 70,
        values: (_u, splits, _axis, _space, increment) => {
          const format = new Intl.DateTimeFormat(locale, tickFormatOf(increment));
          return splits.map((seconds) => format.format(seconds * 1000));
        },
      },
      {
        ...axis,
        size: 48,
        values: (_u, splits) => splits.map((value) => formatHashrateTick(value, input.scale(), locale)),
      },
    ],
    series: [{}, { stroke: colors.line, width: 2, points: { show: false } }, { ...edge }, { ...edge }],
    bands: [{ series: [2, 3], fill: colors.band }],
    hooks: {
      setCursor: [(u) => input.onHover(u.cursor.idx ?? null)],
    },
  };
}
