import errors from "@pithead/contract/locales/en/errors.json";
import wallet from "@pithead/contract/locales/en/wallet.json";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { CurrentFee } from "./current-fee";
import { CustomerFees } from "./customer-fees";

const current = (over: object) => ({
  data: {
    day: "2026-11-21",
    percent: "0.9",
    pool_percent: "0.9",
    pool_source: "pool_default",
    operator_percent: null,
    hidden: false,
    ...over,
  },
});
const fee = (id: string, percent: string, start: string, end: string | null, comment = "") => ({
  id,
  percent,
  start_date: start,
  end_date: end,
  comment,
  created_at: "2026-11-01T00:00:00Z",
});
const feesPath = "/api/backend/v0.1/operators/o1/miners/m1/fees";

describe("fees", () => {
  beforeAll(() => initTestI18n("en", { ...wallet, ...errors }));

  it("show the pool's fee alone for an independent miner (no operator part, or 0)", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json(200, current({ operator_percent: "0" })));
    renderWithQueries(<CurrentFee minerId="m1" />);
    expect((await screen.findByTestId("current-fee")).textContent).toBe("Pool fee0.9 %");
  });

  it("name a personal pool rate", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      json(200, current({ percent: "0.5", pool_percent: "0.5", pool_source: "miner" })),
    );
    renderWithQueries(<CurrentFee minerId="m1" />);
    expect((await screen.findByTestId("current-fee")).textContent).toBe("Pool fee (personal rate)0.5 %");
  });

  it("add the operator's part and the total for a customer, unless the operator hides it", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(json(200, current({ percent: "2.4", operator_percent: "1.5000" })));
    const first = renderWithQueries(<CurrentFee minerId="m1" />);
    expect((await screen.findByTestId("current-fee")).textContent).toBe(
      "Pool fee0.9 %Operator fee1.5 %Total fee2.4 %",
    );
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/backend/v0.1/miners/m1/fees/current");
    first.unmount();
    fetch.mockResolvedValueOnce(json(200, current({ percent: null, operator_percent: null, hidden: true })));
    renderWithQueries(<CurrentFee minerId="m1" />);
    expect((await screen.findByTestId("current-fee")).textContent).toBe("Pool fee0.9 %");
  });

  it("list an operator's fee periods for a customer and add one", async () => {
    const list = [
      fee("f2", "1.2500", "2026-12-01", null),
      fee("f1", "1", "2026-11-01", "2026-11-30", "intro"),
    ];
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (_url, init) =>
        init?.method === "POST" ? json(201, { data: list[0] }) : json(200, { data: list }),
      );
    const user = userEvent.setup();
    renderWithQueries(<CustomerFees operatorId="o1" minerId="m1" />);
    const items = await screen.findAllByTestId("customer-fee");
    expect(items.map((item) => item.textContent)).toEqual([
      "1.25 %from Dec 1, 2026, no end",
      "1 %Nov 1, 2026 – Nov 30, 2026intro",
    ]);
    const add = screen.getByRole("button", { name: "Add fee" }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(screen.getByLabelText("Percent"), "0,75");
    await user.type(screen.getByLabelText("First day"), "2027-01-01");
    await user.type(screen.getByLabelText("Comment"), " winter ");
    await user.click(add);
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(String(post?.[0])).toBe(feesPath);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      percent: "0.75",
      start_date: "2027-01-01",
      end_date: null,
      comment: "winter",
    });
  });

  it("show the form's own and the server's field errors under their fields", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) =>
      init?.method === "POST"
        ? json(400, {
            code: "validation_failed",
            message: "x",
            fields: [{ name: "start_date", text: "min_threshold" }],
          })
        : json(200, { data: [] }),
    );
    const user = userEvent.setup();
    renderWithQueries(<CustomerFees operatorId="o1" minerId="m1" />);
    expect(await screen.findByText("No operator fee set: 0 %.")).toBeTruthy();
    const form = within(screen.getByTestId("customer-fee-form"));
    await user.type(form.getByLabelText("Percent"), "101");
    expect(form.getByRole("alert").textContent).toBe("The value is above the maximum");
    await user.clear(form.getByLabelText("Percent"));
    await user.type(form.getByLabelText("Percent"), "2");
    await user.type(form.getByLabelText("First day"), "2026-12-10");
    await user.type(form.getByLabelText("Last day (optional)"), "2026-12-01");
    expect(form.getByRole("alert").textContent).toBe("The value is below the minimum");
    await user.clear(form.getByLabelText("Last day (optional)"));
    await user.click(form.getByRole("button", { name: "Add fee" }));
    const alert = await form.findByRole("alert");
    expect(alert.textContent).toBe("The value is below the minimum");
    expect(form.getByLabelText("First day").getAttribute("aria-invalid")).toBe("true");
    expect(form.getByRole("button", { name: "Add fee" })).toHaveProperty("disabled", true);
  });

  it("say a blank percent once it is left, with Add disabled", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => json(200, { data: [] }));
    const user = userEvent.setup();
    renderWithQueries(<CustomerFees operatorId="o1" minerId="m1" />);
    expect(await screen.findByText("No operator fee set: 0 %.")).toBeTruthy();
    const form = within(screen.getByTestId("customer-fee-form"));
    expect(form.queryByRole("alert")).toBeNull();
    await user.click(form.getByLabelText("Percent"));
    await user.tab();
    expect(form.getByRole("alert").textContent).toBe("Should not be blank");
    expect(form.getByRole("button", { name: "Add fee" })).toHaveProperty("disabled", true);
  });
});
