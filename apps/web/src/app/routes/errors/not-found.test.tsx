import errors from "@pithead/contract/locales/en/errors.json";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { createQueryClient } from "../../../lib/query-client";
import { AppProviders } from "../../provider";
import { NotFoundPage } from "./not-found";

async function renderNotFound() {
  const i18n = await initTestI18n("en", errors);
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>Main page</p> },
      { path: "*", Component: NotFoundPage },
    ],
    { initialEntries: ["/missing"] },
  );
  render(
    <AppProviders queryClient={createQueryClient()} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe("NotFoundPage", () => {
  it("shows the 404 code, the title and the description", async () => {
    await renderNotFound();
    expect(screen.getByText("404")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.getByText(errors.errors.frontend.notFound.description)).toBeTruthy();
  });

  it("has a back button that leads to main", async () => {
    const router = await renderNotFound();
    const back = screen.getByTestId("not-found-back");
    expect(back.textContent).toBe("Back");
    await userEvent.click(back);
    expect(router.state.location.pathname).toBe("/");
    expect(await screen.findByText("Main page")).toBeTruthy();
  });
});
