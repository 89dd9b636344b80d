import { describe, expect, it } from "vitest";
import { sessionRedirect } from "./session-redirect";

const at = (href: string) => new URL(href, "http://pool.test");

describe("sessionRedirect", () => {
  it("sends an anonymous visitor to login keeping the query string", () => {
    expect(sessionRedirect(at("/workers?x=1"), "anonymous")).toBe("/auth/login?x=1");
  });

  it("sends an anonymous visitor to registration when reg is in the query", () => {
    expect(sessionRedirect(at("/workers?reg=1"), "anonymous")).toBe("/auth/registration?reg=1");
    expect(sessionRedirect(at("/?a=b&reg"), "anonymous")).toBe("/auth/registration?a=b&reg");
  });

  it("goes to plain login without a query string", () => {
    expect(sessionRedirect(at("/"), "anonymous")).toBe("/auth/login");
  });

  it("lets an authenticated user through", () => {
    expect(sessionRedirect(at("/workers?x=1"), "authenticated")).toBeNull();
  });
});
