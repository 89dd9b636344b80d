import { describe, expect, it } from "vitest";
import { promocodeRedirect } from "./promocode-redirect";

const at = (href: string) => new URL(href, "http://pool.test");

describe("promocodeRedirect", () => {
  it("sends main with a promocode to registration carrying all query parameters", () => {
    expect(promocodeRedirect(at("/?promocode=ABC&b=2"))).toBe("/auth/registration?promocode=ABC&b=2");
  });

  it("keeps the parameters in their order, whatever comes first", () => {
    expect(promocodeRedirect(at("/?b=2&promocode=ABC"))).toBe("/auth/registration?b=2&promocode=ABC");
  });

  it("does nothing on main without a promocode", () => {
    expect(promocodeRedirect(at("/?b=2"))).toBeNull();
  });

  it("does nothing on other pages", () => {
    expect(promocodeRedirect(at("/workers?promocode=ABC"))).toBeNull();
  });
});
