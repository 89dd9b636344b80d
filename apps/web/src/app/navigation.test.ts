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
  it("shows a pool account its guarded pages and the users, no miner's or operator's page", () => {
    const to = links({ id: "p", type: "pool", role: "owner" });
    for (const path of ["/", "/workers", "/payments", "/transfers", "/access-control", "/users"]) {
      expect(to).toContain(path);
    }
    for (const path of ["/platform", "/referrals", "/profit-sharing", "/customers", "/tax-calculator"]) {
      expect(to).not.toContain(path);
    }
  });

  it("shows the platform account its area and promo codes, no dashboard, money or report page", () => {
    const to = links({ id: "x", type: "platform", role: "owner" }, { ...settings, mining_report: true });
    expect(to).toEqual(["/platform", "/promocodes", "/settings", "/faq"]);
  });

  it("shows a platform role without financial data no promo codes", () => {
    expect(links({ id: "x", type: "platform", role: "viewer" })).not.toContain("/promocodes");
  });

  it("follows the pool settings for the tax calculator and the mining report", () => {
    const to = links({ id: "m", type: "miner", role: "owner" });
    expect(to).toContain("/tax-calculator");
    expect(to).not.toContain("/mining-report");
    expect(links({ id: "m", type: "miner", role: "owner" }, { ...settings, mining_report: true })).toContain(
      "/mining-report",
    );
  });

  it("shows a miner its own pages and no operator's, pool's or platform's", () => {
    const to = links({ id: "m", type: "miner", role: "owner" });
    expect(to).toEqual(expect.arrayContaining(["/", "/profit-sharing", "/referrals", "/payments"]));
    for (const path of ["/customers", "/users", "/platform", "/promocodes"]) expect(to).not.toContain(path);
  });

  it("shows a miner's viewer no money page", () => {
    const to = links({ id: "m", type: "miner", role: "viewer", sections: ["section_workers_read"] });
    expect(to).toEqual(["/", "/workers", "/settings", "/faq"]);
  });

  it("shows an operator its customers and a limited account only its pages", () => {
    const to = links({ id: "o", type: "operator", role: "viewer", sections: ["section_workers_read"] });
    expect(to).toContain("/customers");
    expect(to).toContain("/workers");
    expect(to).not.toContain("/payments");
    expect(to).not.toContain("/tax-calculator");
    const owner = links({ id: "o", type: "operator", role: "owner" });
    expect(owner).toEqual(expect.arrayContaining(["/customers", "/payments", "/tax-calculator"]));
    for (const path of ["/profit-sharing", "/referrals", "/users", "/promocodes"])
      expect(owner).not.toContain(path);
  });
});
