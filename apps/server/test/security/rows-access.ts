import { type SharedAccountType, sharedAccountTypes } from "@pithead/contract";
import { allow, type Row } from "./matrix-profiles";
import { api, type Principal } from "./security-world";

/**
 * Authorization-matrix rows of the access routes (spread into `authorizationTable`): only a role with
 * `manage_access` on that very account (alice's owner and admin; the pool's and the operator's owners), never
 * pool staff on a miner. The changes are harmless: grants invite new e-mails, role changes give a role it
 * already has, and the withdrawal takes the world's pending invitation (later principals get 404).
 */
const managers: Record<SharedAccountType, Principal[]> = {
  miner: ["owner", "admin"],
  pool: ["poolStaff", "poolAdmin"],
  operator: ["operator"],
};
const segment: Record<SharedAccountType, string> = { miner: "miners", pool: "pools", operator: "operators" };
/** Whose permission the role change names: alice's viewer on the miner, the staff's own elsewhere. */
const sameRoleTarget: Record<SharedAccountType, { principal: Principal; role: string }> = {
  miner: { principal: "viewer", role: "viewer" },
  pool: { principal: "poolStaff", role: "owner" },
  operator: { principal: "operator", role: "owner" },
};

export const rowsAccess: Record<string, Row> = Object.fromEntries(
  sharedAccountTypes.flatMap((type) => {
    const base = `${api}/${segment[type]}/{id}/access`;
    const expect = allow(managers[type]);
    const target = sameRoleTarget[type];
    return [
      [`GET ${base}`, { expect }],
      [`GET ${base}/audit`, { expect }],
      [
        `POST ${base}`,
        {
          expect,
          request: (_, p) => ({
            body: { email: `matrix-${type}-${p.toLowerCase()}@security.test`, role: "viewer" },
          }),
        },
      ],
      [
        `PUT ${base}`,
        {
          // On the pool the named permission is its owner's: the pool admin may not touch an owner's role.
          expect: type === "pool" ? allow(["poolStaff"]) : expect,
          request: (w) => ({
            body: { permission_id: w.accessPermissions[target.principal], role: target.role },
          }),
        },
      ],
      [
        `POST ${base}/invites/{invite_id}/resend`,
        { expect, request: (w) => ({ params: { invite_id: w.accessInvites[type] } }) },
      ],
      [
        `DELETE ${base}`,
        {
          expect,
          request: (w) => ({ query: { invite_id: w.accessInvites[type] } }),
        },
      ],
    ] satisfies [string, Row][];
  }),
);
