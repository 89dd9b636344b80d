import { body, minerReadNoWatcher, operatorRead, query, type Row } from "./matrix-profiles";
import { api } from "./security-world";

const b = api;
const month = query({ month: "2025-01" });

/**
 * Authorization-matrix rows of the monthly mining report (spread into `authorizationTable`): a miner's payments
 * section (its signed-in readers: a report is no watcher section), an operator's financial readers.
 */
export const rowsMiningReport: Record<string, Row> = {
  [`GET ${b}/miners/{id}/mining-report`]: { expect: minerReadNoWatcher("payments"), request: month },
  [`GET ${b}/miners/{id}/mining-report/year`]: {
    expect: minerReadNoWatcher("payments"),
    request: query({ year: "2025" }),
  },
  [`GET ${b}/miners/{id}/mining-report/csv`]: { expect: minerReadNoWatcher("payments"), request: month },
  [`POST ${b}/miners/{id}/mining-report/pdf`]: {
    expect: minerReadNoWatcher("payments"),
    request: body(() => ({ month: "2025-01", language: "ru" })),
  },
  [`GET ${b}/operators/{id}/mining-report`]: { expect: operatorRead(), request: month },
};
