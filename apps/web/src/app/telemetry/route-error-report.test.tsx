import errors from "@pithead/contract/locales/en/errors.json";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, data, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../lib/i18n-testing";
import { createQueryClient } from "../../lib/query-client";
import * as reports from "../../lib/telemetry/report-error";
import { AppProviders } from "../provider";
import { ERROR_RELOAD_KEY, RouteErrorBoundary } from "../routes/route-error-boundary";

/** The root error boundary hands what it catches to the (lazy) error reports; a missing page is no error. */
async function renderFailing(thrown: unknown) {
  const i18n = await initTestI18n("en", errors);
  const router = createMemoryRouter([
    {
      path: "/",
      loader: () => {
        throw thrown;
      },
      Component: () => null,
      errorElement: <RouteErrorBoundary />,
    },
  ]);
  render(
    <AppProviders queryClient={createQueryClient()} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe("RouteErrorBoundary reports", () => {
  afterEach(() => sessionStorage.clear());

  it("the error it caught", async () => {
    const report = vi.spyOn(reports, "reportError").mockResolvedValue();
    // Already reloaded once: the internal-error page shows (no reload in the test).
    sessionStorage.setItem(ERROR_RELOAD_KEY, "1");
    const error = new Error("loader failed");
    await renderFailing(error);
    await screen.findByText("500");
    expect(report).toHaveBeenCalledWith(error);
  });

  it("nothing for a 404", async () => {
    const report = vi.spyOn(reports, "reportError").mockResolvedValue();
    await renderFailing(data("missing", { status: 404 }));
    await screen.findByText("404");
    expect(report).not.toHaveBeenCalled();
  });
});
