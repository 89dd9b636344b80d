import { describe, expect, it } from "vitest";
import { paths, withSearch } from "./paths";

describe("paths", () => {
  it("builds the hrefs of plain routes, with an optional query string", () => {
    expect(paths.app.dashboard.getHref()).toBe("/");
    expect(paths.app.accessControl.getHref()).toBe("/access-control");
    expect(paths.auth.login.getHref("?x=1")).toBe("/auth/login?x=1");
    expect(paths.auth.registration.getHref(new URLSearchParams({ promocode: "ABC" }))).toBe(
      "/auth/registration?promocode=ABC",
    );
    expect(paths.app.notifications.getHref()).toBe("/settings/notifications");
  });

  it("builds the hrefs of routes with an id, encoding it", () => {
    expect(paths.app.customer.getHref("42")).toBe("/customers/42");
    expect(paths.app.customerPayments.getHref("a b")).toBe("/customers/a%20b/payments");
    expect(paths.watch.workers.getHref("tok", "pid=3")).toBe("/watch/tok/workers?pid=3");
    expect(paths.auth.operator.getHref("hub")).toBe("/hub/auth");
    expect(paths.promocode.edit.getHref("7")).toBe("/promocodes/7");
  });

  it("names the routes as SPEC section 2 does", () => {
    expect(paths.app.dashboard.name).toBe("index");
    expect(paths.app.createSubAccount.path).toBe("/customers/create-sub");
    expect(paths.app.createSubAccount.name).toBe("createSubAccount");
    expect(paths.auth.name.name).toBe("auth.name");
    expect(paths.promocode.create.name).toBe("promocode.create");
  });

  it("adds a query string only when there is one", () => {
    expect(withSearch("/a", "")).toBe("/a");
    expect(withSearch("/a", "?")).toBe("/a");
    expect(withSearch("/a", "b=1")).toBe("/a?b=1");
  });
});
