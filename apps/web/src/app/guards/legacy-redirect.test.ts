import { describe, expect, it } from "vitest";
import { legacyRedirect } from "./legacy-redirect";

const at = (href: string) => new URL(href, "http://pool.test");

describe("legacyRedirect", () => {
  it("sends /operator and /miner to main keeping the query string", () => {
    expect(legacyRedirect(at("/operator"))).toBe("/");
    expect(legacyRedirect(at("/miner?pid=7"))).toBe("/?pid=7");
    expect(legacyRedirect(at("/operator/"))).toBe("/");
  });

  it("sends /operator/customers to customers keeping the query string", () => {
    expect(legacyRedirect(at("/operator/customers?page=2"))).toBe("/customers?page=2");
  });

  it("leaves other paths alone", () => {
    expect(legacyRedirect(at("/customers"))).toBeNull();
    expect(legacyRedirect(at("/operator/other"))).toBeNull();
  });
});
