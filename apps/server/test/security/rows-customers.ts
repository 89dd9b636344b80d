import { allow, body, operatorRead, query, type Row, signedIn } from "./matrix-profiles";
import { api } from "./security-world";

const b = api;
/** A name of the principal's own per row, so one principal's success does not make the next one's name taken. */
const nameOf = (prefix: string, p: string) => `${prefix}${p.toLowerCase()}`;

/** Authorization-matrix rows of the customers routes (spread into `authorizationTable`). */
export const rowsCustomers: Record<string, Row> = {
  // Control Hub customers: the operator's owner/admin (manage_settings); pool staff hold no operator role.
  [`POST ${b}/operators/{id}/miners`]: {
    expect: allow(["operator"]),
    request: body((_, p) => ({ account_name: nameOf("cu", p), email: "matrix-customer@security.test" })),
  },
  // A pool's miner accounts: the pool's owner/admin.
  [`POST ${b}/pools/{id}/miners`]: {
    expect: allow(["poolStaff", "poolAdmin"]),
    request: body((_, p) => ({ account_name: nameOf("pm", p) })),
  },
  // Free or taken, for any signed-in user (the name forms).
  [`GET ${b}/miners/lookup-by-account-name`]: {
    expect: signedIn(),
    request: query({ account_name: "alice" }),
  },
  // What the customer's users see of the operator's fee: read by the operator's and the pool's users, set by
  // the operator's owner/admin.
  [`GET ${b}/operators/{id}/miners/{miner_id}/fee-visibility`]: { expect: operatorRead() },
  [`PUT ${b}/operators/{id}/miners/{miner_id}/fee-visibility`]: {
    expect: allow(["operator"]),
    request: body(() => ({ total_fee_hide: false })),
  },
};
