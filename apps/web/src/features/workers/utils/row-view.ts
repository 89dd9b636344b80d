import type { WorkerRow } from "@pithead/contract";
import { cachedDateTimeFormat } from "../../../lib/intl-cache";
import { type FigureView, hashrateFiguresOf, rejectText } from "./worker-figures";

/** What a table row or a card shows of a worker, formatted once. */
export type RowView = { figures: FigureView[]; reject: string; lastShare: string };

export const lastShareFormat: Intl.DateTimeFormatOptions = { dateStyle: "short", timeStyle: "short" };

const views = new WeakMap<WorkerRow, Map<string, RowView>>();

/**
 * The formatted texts of a row in a locale. A virtual list draws a row again each time it scrolls back into
 * view; the answer's row objects stay the same until the list reloads, so their texts are kept beside them.
 */
export function rowView(row: WorkerRow, locale: string): RowView {
  let byLocale = views.get(row);
  if (!byLocale) {
    byLocale = new Map();
    views.set(row, byLocale);
  }
  let view = byLocale.get(locale);
  if (!view) {
    view = {
      figures: hashrateFiguresOf(row, locale),
      reject: rejectText(row, locale),
      lastShare: cachedDateTimeFormat(locale, lastShareFormat).format(new Date(row.last_share_at)),
    };
    byLocale.set(locale, view);
  }
  return view;
}
