import { body, type Row, selfOnly } from "./matrix-profiles";
import { api } from "./security-world";

const b = api;

/** Authorization-matrix rows of notification preferences (spread into `authorizationTable`): alice's own only. */
export const rowsNotifications: Record<string, Row> = {
  [`GET ${b}/identity/{id}/notifications/preferences`]: { expect: selfOnly() },
  [`PUT ${b}/identity/{id}/notifications/preferences`]: {
    expect: selfOnly(),
    request: body(() => ({ events: [{ event: "miner-reward", email: true, telegram: false }] })),
  },
};
