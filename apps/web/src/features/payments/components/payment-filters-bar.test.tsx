import errors from "@pithead/contract/locales/en/errors.json";
import payments from "@pithead/contract/locales/en/payments.json";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { defaultPaymentFilters, type PaymentFilters } from "../utils/payment-filters";
import { PaymentFiltersBar } from "./payment-filters-bar";

function Bar() {
  const [filters, setFilters] = useState<PaymentFilters>(defaultPaymentFilters);
  return <PaymentFiltersBar filters={filters} onChange={(change) => setFilters({ ...filters, ...change })} />;
}

describe("the payments date range", () => {
  beforeAll(() => initTestI18n("en", { ...payments, ...errors }));

  it("says at once when From is after To, and no more once the range is right", () => {
    render(<Bar />);
    const from = screen.getByLabelText(payments.payments.filters.from);
    const to = screen.getByLabelText(payments.payments.filters.to);
    fireEvent.change(to, { target: { value: "2026-11-10" } });
    fireEvent.change(from, { target: { value: "2026-11-20" } });
    expect(screen.getByRole("alert").textContent).toBe("The end date cannot be before the start date");
    expect(from.getAttribute("aria-invalid")).toBe("true");
    expect(to.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(to, { target: { value: "2026-11-25" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(to.getAttribute("aria-invalid")).toBeNull();
  });
});
