import { describe, expect, it, vi } from "vitest";
import { reloadAfterInternalError } from "./internal-error";

describe("reloadAfterInternalError", () => {
  it("reloads the failed page", () => {
    const location = { pathname: "/workers", reload: vi.fn(), assign: vi.fn() };
    reloadAfterInternalError(location);
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it("reloads main when on /500 itself", () => {
    const location = { pathname: "/500", reload: vi.fn(), assign: vi.fn() };
    reloadAfterInternalError(location);
    expect(location.assign).toHaveBeenCalledWith("/");
  });
});
