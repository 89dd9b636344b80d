import { describe, expect, it } from "vitest";
import { activeWatcherPermission } from "./active-watcher-permission";

describe("activeWatcherPermission", () => {
  const permissions = [{ id: "a" }, { id: "b" }];

  it("takes the requested id, else the first", () => {
    expect(activeWatcherPermission(permissions, "b")).toEqual({ id: "b" });
    expect(activeWatcherPermission(permissions, "zzz")).toEqual({ id: "a" });
    expect(activeWatcherPermission(permissions, null)).toEqual({ id: "a" });
    expect(activeWatcherPermission([], null)).toBeNull();
  });
});
