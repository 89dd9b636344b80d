import { allow, type Row, selfOnly } from "./matrix-profiles";
import { api } from "./security-world";

/**
 * Authorization-matrix rows of the pool-users routes (spread into `authorizationTable`): pool staff only (a pool
 * role with `manage_access`; `poolStaff` owns the pool), except the deletion request, which is the user's own.
 * Reads name alice (a user of the pool through her miner); the changes act on the world's throwaway users
 * (`poolUsers`), so no principal loses a session: the session row closes one of `reset`'s sessions, the reset
 * then ends the rest, and the deletion removes `remove`.
 */
const staff = () => allow(["poolStaff", "poolAdmin"]);
const b = `${api}/users/{user_id}`;

export const rowsPoolUsers: Record<string, Row> = {
  [`GET ${api}/pools/{id}/users`]: { expect: staff(), request: () => ({ query: { search: "security" } }) },
  [`GET ${b}`]: { expect: staff(), request: (w) => ({ params: { user_id: w.ownerIdentityId } }) },
  [`GET ${b}/permissions`]: { expect: staff(), request: (w) => ({ params: { user_id: w.ownerIdentityId } }) },
  [`GET ${b}/sessions`]: { expect: staff(), request: (w) => ({ params: { user_id: w.ownerIdentityId } }) },
  [`GET ${b}/invites`]: { expect: staff(), request: (w) => ({ params: { user_id: w.ownerIdentityId } }) },
  [`POST ${b}/invites`]: {
    expect: staff(),
    request: (w) => ({ params: { user_id: w.poolUsers.reset.identityId }, body: {} }),
  },
  [`DELETE ${api}/pools/{id}/sessions/{session_id}`]: {
    expect: staff(),
    request: (w) => ({ params: { session_id: w.poolUsers.reset.sessionId } }),
  },
  [`POST ${b}/2fa/reset`]: {
    expect: staff(),
    request: (w) => ({ params: { user_id: w.poolUsers.reset.identityId } }),
  },
  [`DELETE ${b}`]: {
    expect: staff(),
    request: (w) => ({ params: { user_id: w.poolUsers.remove.identityId } }),
  },
  [`POST ${b}/deletion-request`]: {
    expect: selfOnly(),
    request: (w) => ({ params: { user_id: w.ownerIdentityId } }),
  },
};
