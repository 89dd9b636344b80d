import { allow, body, minerReadNoWatcher, poolRead, type Row } from "./matrix-profiles";
import { api } from "./security-world";

const b = api;
/** The payments section's readers without the watcher link (splits and referrals are not a watcher's section). */
const sessionReaders = () => minerReadNoWatcher("payments");
/** Changes to alice's splits: her owner and admin (`manage_settings` on the miner itself). */
const minerManagers = () => allow(["owner", "admin"]);

/**
 * Authorization-matrix rows of profit sharing and referrals (spread into `authorizationTable`). Alice's split
 * to `alicetwo` is made (then made again) by the PUT; the world's split to `stranger` is ended by the DELETE
 * (the first allowed caller ends it, the next gets 404). Referral codes: at most 10 per miner, two are made.
 */
export const rowsProfitSharing: Record<string, Row> = {
  [`GET ${b}/miners/{id}/profit-sharings`]: { expect: sessionReaders() },
  [`GET ${b}/miners/{id}/profit-sharings/{recipient}`]: {
    expect: sessionReaders(),
    request: () => ({ params: { recipient: "stranger" } }),
  },
  [`PUT ${b}/miners/{id}/profit-sharings/{recipient}`]: {
    expect: minerManagers(),
    request: (w, p) => ({ ...body(() => ({ percent: "10" }))(w, p), params: { recipient: "alicetwo" } }),
  },
  [`DELETE ${b}/miners/{id}/profit-sharings/{recipient}`]: {
    expect: minerManagers(),
    request: () => ({ params: { recipient: "stranger" } }),
  },
  [`GET ${b}/miners/{id}/referrer-codes`]: { expect: sessionReaders() },
  [`POST ${b}/miners/{id}/referrer-codes`]: { expect: minerManagers() },
  [`GET ${b}/miners/{id}/referrals`]: { expect: sessionReaders() },
  [`GET ${b}/pools/{id}/referral-terms`]: { expect: poolRead() },
  // The pool's owner and admin; the same terms again (the defaults), so later rows see no change.
  [`PUT ${b}/pools/{id}/referral-terms`]: {
    expect: allow(["poolStaff", "poolAdmin"]),
    request: body(() => ({ share_percent: "20", duration_days: 365 })),
  },
};
