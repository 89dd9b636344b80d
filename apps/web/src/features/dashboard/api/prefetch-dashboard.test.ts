import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { prefetchDashboard } from "./prefetch-dashboard";

describe("prefetchDashboard", () => {
  it("asks a miner's tiles and name before the page renders, once for the page's own queries", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(
        async () => new Response("{}", { headers: { "Content-Type": "application/json" } }),
      );
    const queryClient = new QueryClient();
    prefetchDashboard(queryClient, { type: "miner", id: "m1" });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(5));
    const paths = fetch.mock.calls.map(([url]) =>
      decodeURIComponent(String(url)).replace(/^.*\/v0\.1\//, ""),
    );
    expect(paths.sort()).toEqual([
      "miners/m1",
      "miners/m1/balance",
      "miners/m1/earned-all-time",
      "miners/m1/processing-earnings",
      "miners/stats?id[]=m1",
    ]);
  });

  it("asks a pool's aggregate figures by the pool's routes", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(
        async () => new Response("{}", { headers: { "Content-Type": "application/json" } }),
      );
    prefetchDashboard(new QueryClient(), { type: "pool", id: "p1" });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(5));
    const paths = fetch.mock.calls.map(([url]) => String(url).replace(/^.*\/v0\.1\//, ""));
    expect(paths).toContain("pools/p1/stats");
    expect(paths).toContain("pools/p1");
  });
});
