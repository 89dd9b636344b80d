import { body, minerRead, operatorRead, query, type Row } from "./matrix-profiles";
import { api } from "./security-world";

const b = api;
const month = query({ month: "2025-01" });

/**
 * Authorization-matrix rows of the monthly mining report (spread into `authorizationTable`): a miner's payments
 * section, an operator's financial readers.
 */
export const rowsMiningReport: Record<string, Row> = {
  [`GET ${b}/miners/{id}/mining-report`]: { expect: minerRead("payments"), request: month },
  [`GET ${b}/miners/{id}/mining-report/year`]: {
    expect: minerRead("payments"),
    request: query({ year: "2025" }),
  },
  [`GET ${b}/miners/{id}/mining-report/csv`]: { expect: minerRead("payments"), request: month },
  [`POST ${b}/miners/{id}/mining-report/pdf`]: {
    expect: minerRead("payments"),
    request: body(() => ({ month: "2025-01", language: "ru" })),
  },
  [`GET ${b}/operators/{id}/mining-report`]: { expect: operatorRead(), request: month },
};
