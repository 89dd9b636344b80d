import type { CustomerRow } from "@pithead/contract";
import customers from "@pithead/contract/locales/en/customers.json";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { CUSTOMERS_PER_PAGE } from "../utils/list-params";
import { CustomerCards } from "./customer-cards";
import { CustomersTable } from "./customers-table";

const row = {
  id: "c1",
  account_name: "bob",
  title: "Bob's farm",
  operator_id: "o1",
  status: "active",
  workers: { stable: 2, unavailable: 0, off: 1, removed: 0 },
  hash_rate_15m: 1e14,
  hash_rate_1h: 1e14,
  hash_rate_24h: 1e14,
  shares_15m: 10,
  shares_1h: 40,
  shares_24h: 960,
  rel_error_15m: null,
  rel_error_1h: null,
  rel_error_24h: null,
  balance: 150_000,
  fee_percent: "1.5",
} as unknown as CustomerRow;
const params = {
  name: "",
  sort_by: "hash_rate_24h",
  order: "desc",
  page: 1,
  per_page: CUSTOMERS_PER_PAGE,
} as const;

describe("a customer in the operator's list", () => {
  beforeAll(() => initTestI18n("en", customers));

  it("is a link in the table (open in a new tab works), and a click on the row opens it too", async () => {
    const onOpen = vi.fn();
    render(
      <MemoryRouter>
        <CustomersTable rows={[row]} params={params} onSort={() => {}} onOpen={onOpen} />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Bob's farm" });
    expect(link.getAttribute("href")).toBe("/customers/c1");
    const user = userEvent.setup();
    await user.keyboard("{Control>}");
    await user.click(link);
    await user.keyboard("{/Control}");
    expect(onOpen).not.toHaveBeenCalled();
    const cells = within(screen.getByTestId("customer-row")).getAllByRole("cell");
    await user.click(cells[1] as HTMLElement);
    expect(onOpen).toHaveBeenCalledWith("c1");
  });

  it("is a link as a card below 1024 px, reached with the keyboard", async () => {
    render(
      <MemoryRouter>
        <CustomerCards rows={[row]} params={params} onSort={() => {}} onOpen={() => {}} />
      </MemoryRouter>,
    );
    const card = screen.getByTestId("customer-row");
    expect(card.tagName).toBe("A");
    expect(card.getAttribute("href")).toBe("/customers/c1");
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(card);
  });
});
