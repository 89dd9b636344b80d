import { body, platformWrite, type Row, selfOnly } from "./matrix-profiles";
import { api } from "./security-world";

const b = api;

/**
 * Authorization-matrix rows of notifications (spread into `authorizationTable`): preferences are alice's own
 * only; the delivery queue is the platform owner's (`manage_settings`).
 */
export const rowsNotifications: Record<string, Row> = {
  [`GET ${b}/identity/{id}/notifications/preferences`]: { expect: selfOnly() },
  [`PUT ${b}/identity/{id}/notifications/preferences`]: {
    expect: selfOnly(),
    request: body(() => ({ events: [{ event: "miner-reward", email: true, telegram: false }] })),
  },
  [`GET ${b}/platform/notifications/outbox`]: { expect: platformWrite() },
  [`POST ${b}/platform/notifications/outbox/{id}/retry`]: {
    expect: platformWrite(),
    request: () => ({ params: { id: "1" } }),
    noSuccess: "no failed notification in the matrix world: 404",
  },
};
