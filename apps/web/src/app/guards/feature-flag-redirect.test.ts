import type { PoolSettings } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { featureFlagRedirect } from "./feature-flag-redirect";

const settings = (overrides: Partial<PoolSettings>): PoolSettings => ({
  mining_report: false,
  tax_calculator: false,
  extra_currencies: [],
  app_theme: "default",
  terms_url: "/",
  ...overrides,
});

describe("featureFlagRedirect", () => {
  it("opens the tax calculator only when tax_calculator is on", () => {
    expect(featureFlagRedirect(settings({ tax_calculator: true }), "tax_calculator")).toBeNull();
    expect(featureFlagRedirect(settings({ tax_calculator: false }), "tax_calculator")).toBe("/");
    expect(featureFlagRedirect(settings({ mining_report: true }), "tax_calculator")).toBe("/");
  });

  it("opens the mining report only when mining_report is on", () => {
    expect(featureFlagRedirect(settings({ mining_report: true }), "mining_report")).toBeNull();
    expect(featureFlagRedirect(settings({ mining_report: false }), "mining_report")).toBe("/");
    expect(featureFlagRedirect(settings({ tax_calculator: true }), "mining_report")).toBe("/");
  });
});
