import type { PoolConfig } from "@pithead/contract";
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { poolConfigQueryOptions } from "../../features/config/api/get-pool-config";
import { reportError, resetErrorReports } from "../../lib/telemetry/report-error";
import { useTelemetry } from "./use-telemetry";

function Probe({ queryClient }: { queryClient: QueryClient }) {
  useTelemetry(queryClient);
  return null;
}

function clientWith(integrations: Partial<PoolConfig["settings"]["integrations"]>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(poolConfigQueryOptions.queryKey, {
    settings: { integrations: { sentry: null, amplitude: null, ...integrations } },
  } as unknown as PoolConfig);
  return queryClient;
}

describe("useTelemetry", () => {
  afterEach(() => resetErrorReports());

  it("does nothing at all when nothing is configured: no listener (error, load), no storage", async () => {
    const listen = vi.spyOn(window, "addEventListener");
    render(<Probe queryClient={clientWith({})} />);
    expect(listen).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    // An error the boundary reports is dropped at once.
    await expect(reportError(new Error("x"))).resolves.toBeUndefined();
  });

  it("listens for early errors when a DSN is configured, and stops on unmount", () => {
    const listen = vi.spyOn(window, "addEventListener");
    const unlisten = vi.spyOn(window, "removeEventListener");
    const { unmount } = render(
      <Probe
        queryClient={clientWith({ sentry: { dsn: "https://k@errors.example/1", environment: "test" } })}
      />,
    );
    const types = listen.mock.calls.map(([type]) => type);
    expect(types).toEqual(expect.arrayContaining(["error", "unhandledrejection"]));
    unmount();
    expect(unlisten.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(["error", "unhandledrejection"]),
    );
  });
});
