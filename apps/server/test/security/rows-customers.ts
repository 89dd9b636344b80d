import type { Row } from "./matrix-profiles";

/** Authorization-matrix rows of the customers routes (spread into `authorizationTable`). */
export const rowsCustomers: Record<string, Row> = {};
