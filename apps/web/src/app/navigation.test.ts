import type { PoolSettings } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import type { Permission } from "../features/accounts/types";
import { accessEntryFor } from "../features/accounts/utils/access-entry";
import { buildNavigation } from "./navigation";

const settings: PoolSettings = {
  mining_report: false,
  tax_calculator: true,
  extra_currencies: [],
  app_theme: "default",
  terms_url: "/",
};

function links(account: Permission, poolSettings = settings): string[] {
  return buildNavigation({ account, access: accessEntryFor(account), settings: poolSettings }).flatMap((s) =>
    s.items.map((item) => item.to),
  );
}

describe("buildNavigation", () => {
  it("shows a pool account every guarded page and the users", () => {
    const to = links({ id: "p", type: "pool" });
    for (const path of [
      "/",
      "/workers",
      "/payments",
      "/transfers",
      "/referrals",
      "/access-control",
      "/users",
    ]) {
      expect(to).toContain(path);
    }
    expect(to).not.toContain("/platform");
  });

  it("shows a platform account no guarded page but the platform area", () => {
    const to = links({ id: "x", type: "platform" });
    expect(to).not.toContain("/workers");
    expect(to).not.toContain("/payments");
    expect(to).toContain("/platform");
    expect(to).toContain("/promocodes");
  });

  it("follows the pool settings for the tax calculator and the mining report", () => {
    const to = links({ id: "m", type: "miner" });
    expect(to).toContain("/tax-calculator");
    expect(to).not.toContain("/mining-report");
  });

  it("shows an operator its customers and a limited account only its pages", () => {
    const to = links({ id: "o", type: "operator", sections: ["section_workers_read"] });
    expect(to).toContain("/customers");
    expect(to).toContain("/workers");
    expect(to).not.toContain("/payments");
  });
});
