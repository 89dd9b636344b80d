import type { Row } from "./matrix-profiles";

/** Authorization-matrix rows of the access routes (spread into `authorizationTable`). */
export const rowsAccess: Record<string, Row> = {};
