import errors from "@pithead/contract/locales/en/errors.json";
import promocodes from "@pithead/contract/locales/en/promocodes.json";
import ui from "@pithead/contract/locales/en/ui.json";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { forgetPromocode, pendingPromocode, rememberPromocode } from "../utils/pending-promocode";
import { ApplyPromocode } from "./apply-promocode";
import { SignupCodeOutcomeNotice } from "./signup-code-outcome";

const period = (id: string, percent: string, start: string, end: string | null, comment: string) => ({
  id,
  percent,
  start_date: start,
  end_date: end,
  comment,
  created_at: "2026-03-02T09:00:00Z",
});
const outcome = {
  code: "HELLO",
  kind: "promocode" as const,
  applied: true,
  reason: null,
  fee_percent: "0.3",
  start_date: "2026-03-03",
  end_date: "2026-03-12",
};

describe("a miner's promo code", () => {
  beforeAll(() => initTestI18n("en", { ...promocodes, ...errors, ...ui }));
  afterEach(() => vi.restoreAllMocks());

  it("applies a code, shows the period it made and reads the fee periods again", async () => {
    let periods = [period("f1", "0.5", "2026-02-01", null, "Pool rate")];
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
      if (init?.method !== "POST") return json(200, { data: periods });
      periods = [period("f2", "0.65", "2026-03-03", null, "Promo code REL-QUARTER"), ...periods];
      return json(201, {
        data: { code: "REL-QUARTER", fee_percent: "0.65", start_date: "2026-03-03", end_date: null },
      });
    });
    renderWithQueries(<ApplyPromocode minerId="m1" />);
    expect((await screen.findAllByTestId("fee-period")).map((p) => p.textContent)).toEqual([
      "0.5\u00a0%from Feb 1, 2026, no endPool rate",
    ]);
    const user = userEvent.setup();
    const apply = screen.getByRole("button", { name: "Apply" }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    await user.type(screen.getByLabelText("Promo code"), "rel-quarter");
    await user.click(apply);
    expect((await screen.findByTestId("promocode-applied")).textContent).toBe(
      "Promo code REL-QUARTER applied: a pool fee of 0.65\u00a0% from Mar 3, 2026, no end.",
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(String(post?.[0])).toBe("/api/backend/v0.1/promocodes/apply");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ code: "REL-QUARTER", miner_id: "m1" });
    await waitFor(() => expect(screen.getAllByTestId("fee-period")).toHaveLength(2));
    expect(screen.getAllByTestId("fee-period")[0]?.textContent).toContain("Promo code REL-QUARTER");
  });

  it("says why a code was refused under the field", async () => {
    const answers = [
      json(400, {
        code: "validation_failed",
        message: "x",
        fields: [{ name: "code", text: "promocode_expired" }],
      }),
      json(409, { code: "promocode_already_applied", message: "x" }),
      json(404, { code: "not_found", message: "x" }),
      json(429, { code: "rate_limited", message: "x", retry_after_seconds: 1501 }),
    ];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) =>
      init?.method === "POST" ? (answers.shift() ?? json(500, {})) : json(200, { data: [] }),
    );
    renderWithQueries(<ApplyPromocode minerId="m1" />);
    expect(
      await screen.findByText("No fee periods of its own: the account pays the pool's fee."),
    ).toBeTruthy();
    const user = userEvent.setup();
    const field = screen.getByLabelText("Promo code");
    const apply = screen.getByRole("button", { name: "Apply" }) as HTMLButtonElement;
    for (const [code, text] of [
      ["OLD-ONE", "This promo code has expired"],
      ["OLD-TWO", "This promo code has already been applied to this account"],
      ["OLD-THREE", "There is no such promo code"],
      ["OLD-FOUR", "Too many promo codes were tried without success. Try again in 26 min."],
    ] as const) {
      await user.clear(field);
      await user.type(field, code);
      await user.click(apply);
      expect((await screen.findByRole("alert")).textContent).toBe(text);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(apply.disabled).toBe(true);
    }
    await user.type(field, "5");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(apply.disabled).toBe(false);
  });

  it("checks the code as typed and keeps Apply disabled while an error shows", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => json(200, { data: [] }));
    renderWithQueries(<ApplyPromocode minerId="m1" />);
    const user = userEvent.setup();
    const field = screen.getByLabelText("Promo code");
    const apply = screen.getByRole("button", { name: "Apply" }) as HTMLButtonElement;
    await user.click(field);
    await user.tab();
    expect(screen.getByRole("alert").textContent).toBe("Should not be blank");
    await user.type(field, "ab");
    expect(screen.getByRole("alert").textContent).toBe(
      "Use 3 to 32 characters: Latin letters, digits and hyphens",
    );
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(apply.disabled).toBe(true);
    await user.type(field, "_1");
    expect(screen.getByRole("alert").textContent).toBe(
      "Use 3 to 32 characters: Latin letters, digits and hyphens",
    );
    await user.type(field, "{backspace}{backspace}-1");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(apply.disabled).toBe(false);
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("tells the new owner what became of the sign-up code", () => {
    const { rerender } = render(<SignupCodeOutcomeNotice outcome={outcome} />);
    expect(screen.getByTestId("signup-code-outcome").textContent).toBe(
      "Promo code HELLO applied: a pool fee of 0.3\u00a0% from Mar 3, 2026 to Mar 12, 2026.",
    );
    rerender(
      <SignupCodeOutcomeNotice
        outcome={{ ...outcome, kind: "referral", fee_percent: null, end_date: "2027-03-02" }}
      />,
    );
    expect(screen.getByTestId("signup-code-outcome").textContent).toBe(
      "Referral code HELLO accepted: the referral runs from Mar 3, 2026 to Mar 2, 2027.",
    );
    const refused = { ...outcome, applied: false, fee_percent: null, start_date: null, end_date: null };
    rerender(<SignupCodeOutcomeNotice outcome={{ ...refused, reason: "promocode_loyalty_only_rewarded" }} />);
    expect(screen.getByRole("alert").textContent).toBe(
      "Your account is ready, but the code HELLO was not applied: This loyalty code is only for accounts that already have rewards.",
    );
    rerender(<SignupCodeOutcomeNotice outcome={{ ...refused, kind: null, reason: "not_found" }} />);
    expect(screen.getByRole("alert").textContent).toBe(
      "Your account is ready, but the code HELLO was not applied: there is no such promo or referral code.",
    );
  });
});

describe("the sign-up's promo code", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("is kept from registration for the name step, the address's own first, until it is taken", () => {
    expect(pendingPromocode(new URLSearchParams())).toBeNull();
    rememberPromocode(new URLSearchParams("promocode=%20WELCOME-1%20&flow=f"));
    expect(pendingPromocode(new URLSearchParams())).toBe("WELCOME-1");
    expect(pendingPromocode(new URLSearchParams("promocode=OTHER"))).toBe("OTHER");
    rememberPromocode(new URLSearchParams("flow=f"));
    expect(pendingPromocode(new URLSearchParams())).toBe("WELCOME-1");
    forgetPromocode();
    expect(pendingPromocode(new URLSearchParams())).toBeNull();
  });
});
