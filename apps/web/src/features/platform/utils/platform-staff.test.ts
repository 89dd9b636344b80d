import { describe, expect, it } from "vitest";
import { isPlatformStaff } from "./platform-staff";

describe("isPlatformStaff", () => {
  it("lets the platform's owner, admin and treasurer change money settings, not readers or other accounts", () => {
    for (const role of ["owner", "admin", "treasurer"])
      expect(isPlatformStaff([{ type: "platform", role }])).toBe(true);
    for (const role of ["accountant", "viewer", undefined])
      expect(isPlatformStaff([{ type: "platform", role }])).toBe(false);
    expect(isPlatformStaff([{ type: "miner", role: "owner" }])).toBe(false);
  });
});
