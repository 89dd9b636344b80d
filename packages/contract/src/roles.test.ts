import { describe, expect, it } from "vitest";
import { type AccessRole, accessRoles } from "./accounts";
import { mayGrantRole, type RoleCapability, roleMay, rolesThatMay, sectionsOfRole } from "./roles";

/** SPEC section 6 and issue 13, written out cell by cell: the table the server's guards and the web read. */
const expected: Record<RoleCapability, readonly AccessRole[]> = {
  read_mining: ["owner", "admin", "manager", "viewer"],
  read_financial: ["owner", "admin", "manager", "accountant", "treasurer"],
  payout_limits: ["owner", "admin", "treasurer"],
  payout_address: ["owner"],
  transfer_own: ["owner", "admin", "treasurer"],
  transfer_any: ["owner"],
  move_funds: ["owner", "admin", "treasurer"],
  manage_settings: ["owner", "admin"],
  manage_access: ["owner", "admin"],
  remove_admin: ["owner"],
  delete_account: ["owner"],
};

describe("the role table", () => {
  it("gives each capability to exactly the roles of SPEC section 6", () => {
    for (const [capability, roles] of Object.entries(expected) as [RoleCapability, AccessRole[]][]) {
      for (const role of accessRoles)
        expect(roleMay(role, capability), `${role} ${capability}`).toBe(roles.includes(role));
      expect(rolesThatMay(capability)).toEqual(accessRoles.filter((role) => roles.includes(role)));
    }
  });

  it("refuses everything to an unknown role", () => {
    expect(roleMay("superuser", "read_mining")).toBe(false);
    expect(sectionsOfRole("superuser")).toEqual([]);
    expect(mayGrantRole("owner", "superuser")).toBe(false);
  });

  it("lets owners grant any role, admins any but owner, and nobody else grant at all", () => {
    const grantable: Record<AccessRole, readonly AccessRole[]> = {
      owner: accessRoles,
      admin: ["admin", "manager", "accountant", "viewer", "treasurer"],
      manager: [],
      accountant: [],
      viewer: [],
      treasurer: [],
    };
    for (const granter of accessRoles) {
      for (const role of accessRoles) {
        expect(mayGrantRole(granter, role), `${granter} grants ${role}`).toBe(
          grantable[granter].includes(role),
        );
      }
    }
  });

  it("derives the section permissions from the role, with total_fee_hide from the customer", () => {
    const money = ["section_payments_read", "section_virtual_mining_read", "section_referrals_read"];
    expect(sectionsOfRole("viewer")).toEqual(["section_workers_read"]);
    expect(sectionsOfRole("accountant")).toEqual(money);
    expect(sectionsOfRole("treasurer")).toEqual(money);
    expect(sectionsOfRole("manager")).toEqual(["section_workers_read", ...money]);
    expect(sectionsOfRole("admin")).toEqual(["section_workers_read", ...money, "section_permissions_read"]);
    expect(sectionsOfRole("owner")).toEqual(sectionsOfRole("admin"));
    expect(sectionsOfRole("viewer", true)).toEqual(["section_workers_read", "total_fee_hide"]);
  });
});
