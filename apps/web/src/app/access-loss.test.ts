import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api-client";
import { watchAccessLoss } from "./access-loss";

const denied = () =>
  new ApiError(403, { code: "access_denied", message: "You have no access to this account" });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(before: unknown, after: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const revalidate = vi.fn(async () => undefined);
  const refetch = vi.fn(async () => after);
  const off = watchAccessLoss(client, { current: () => before, refetch, revalidate });
  return { client, revalidate, refetch, off };
}

describe("watchAccessLoss", () => {
  it("reloads the routes when a 403 access_denied comes with permissions that changed", async () => {
    const { client, revalidate } = setup([{ id: "m1", role: "viewer" }], []);
    await client
      .fetchQuery({ queryKey: ["workers"], queryFn: () => Promise.reject(denied()) })
      .catch(() => {});
    await settle();
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it("reloads nothing when the permissions are the same (a page the role never had) or the error is another", async () => {
    const { client, revalidate, refetch } = setup([{ id: "m1" }], [{ id: "m1" }]);
    await client
      .fetchQuery({ queryKey: ["payments"], queryFn: () => Promise.reject(denied()) })
      .catch(() => {});
    await client
      .fetchQuery({
        queryKey: ["other"],
        queryFn: () => Promise.reject(new ApiError(500, { code: "internal", message: "x" })),
      })
      .catch(() => {});
    await settle();
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it("also watches failed changes, and stops when unsubscribed", async () => {
    const { client, revalidate, off } = setup([{ id: "m1" }], []);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(denied()) })
      .execute(undefined)
      .catch(() => {});
    await settle();
    expect(revalidate).toHaveBeenCalledTimes(1);
    off();
    await client.fetchQuery({ queryKey: ["again"], queryFn: () => Promise.reject(denied()) }).catch(() => {});
    await settle();
    expect(revalidate).toHaveBeenCalledTimes(1);
  });
});
