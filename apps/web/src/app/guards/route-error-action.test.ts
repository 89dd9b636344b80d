import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { RouteError } from "./route-error";
import { errorStatus, routeErrorAction } from "./route-error-action";

const routerResponse = (status: number) => ({ status, statusText: "", internal: true, data: "" });

describe("routeErrorAction", () => {
  it("shows the not-found page on status 404", () => {
    expect(routeErrorAction(routerResponse(404), false)).toBe("not-found");
    expect(routeErrorAction(new ApiError(404, { code: "not_found", message: "no" }), true)).toBe("not-found");
  });

  it("reloads the configuration and the page once on any other error", () => {
    expect(routeErrorAction(new Error("boom"), false)).toBe("reload");
    expect(routeErrorAction(new RouteError(500, "Empty configuration"), false)).toBe("reload");
    expect(routeErrorAction(routerResponse(403), false)).toBe("reload");
  });

  it("shows the internal-error page when the reload was already tried", () => {
    expect(routeErrorAction(new Error("boom"), true)).toBe("internal-error");
    expect(routeErrorAction("a string", true)).toBe("internal-error");
  });

  it("reads the status of several error shapes", () => {
    expect(errorStatus(new RouteError(500, "x"))).toBe(500);
    expect(errorStatus(null)).toBeUndefined();
    expect(errorStatus({ status: "404" })).toBeUndefined();
  });
});
