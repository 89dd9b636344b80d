import type { Row } from "./matrix-profiles";

/** Authorization-matrix rows of the pool-users routes (spread into `authorizationTable`). */
export const rowsPoolUsers: Record<string, Row> = {};
