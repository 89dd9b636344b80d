import { allow, body, platformRead, platformWrite, type Row } from "./matrix-profiles";
import { api } from "./security-world";

const b = api;
/** A promo code body; `code` of the principal's own, so one principal's success does not make the next one's taken. */
const promocode = (code: string) => ({
  code,
  effective_from: "2026-03-02",
  type: "universal",
  fee_type: "rel",
  fee_value: "0.1",
  duration_days: 30,
});

/** Authorization-matrix rows of the platform's promo codes (spread into `authorizationTable`). */
export const rowsPromocodes: Record<string, Row> = {
  // Read by the platform's financial readers (read_financial), written by its owner/admin (manage_settings).
  [`GET ${b}/platform/promocodes`]: { expect: platformRead() },
  [`GET ${b}/platform/promocodes/{id}`]: { expect: platformRead() },
  [`POST ${b}/platform/promocodes`]: {
    expect: platformWrite(),
    request: body((_, p) => promocode(`MX-${p.toUpperCase()}`.slice(0, 32))),
  },
  // The world's promo code `MATRIX-CODE`, kept under its own code.
  [`PUT ${b}/platform/promocodes/{id}`]: {
    expect: platformWrite(),
    request: body(() => promocode("MATRIX-CODE")),
  },
  [`POST ${b}/platform/promocodes/generate`]: { expect: platformWrite() },
  // Applying a code to alice's miner: a permission on the miner itself that may manage_settings (owner, admin).
  // The first of them gets 201, the next 409 promocode_already_applied (a content answer).
  [`POST ${b}/promocodes/apply`]: {
    expect: allow(["owner", "admin"]),
    request: body((w) => ({ code: "MATRIX-CODE", miner_id: w.miners.alice })),
  },
};
