import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { checkTransfer, transferErrorsOf } from "./transfer-form";

const from = "11111111-1111-4111-8111-111111111111";
const to = "22222222-2222-4222-8222-222222222222";

describe("checkTransfer", () => {
  it("reads the amount exactly into satoshis", () => {
    expect(checkTransfer({ from, to, amount: "0.00000001" }, 5)).toEqual({
      ok: true,
      from,
      body: { to_miner_id: to, amount: 1 },
    });
    expect(checkTransfer({ from, to, amount: "0.29" }, undefined)).toEqual({
      ok: true,
      from,
      body: { to_miner_id: to, amount: 29_000_000 },
    });
  });

  it("puts each problem under its field", () => {
    expect(checkTransfer({ from, to: "", amount: "" }, 0)).toEqual({
      ok: false,
      errors: { to: "required", amount: "empty" },
    });
    expect(checkTransfer({ from, to: from, amount: "0.1" }, 1e9)).toEqual({
      ok: false,
      errors: { to: "same" },
    });
    expect(checkTransfer({ from, to, amount: "0.000000001" }, 1e9)).toEqual({
      ok: false,
      errors: { amount: "precision" },
    });
    expect(checkTransfer({ from, to, amount: "0.00000101" }, 100)).toEqual({
      ok: false,
      errors: { amount: "insufficient_balance" },
    });
    expect(checkTransfer({ from, to, amount: "0.00000100" }, 100).ok).toBe(true);
  });
});

describe("transferErrorsOf", () => {
  it("shows insufficient_balance and server field errors under their fields", () => {
    expect(
      transferErrorsOf(new ApiError(400, { code: "insufficient_balance", message: "not enough" })),
    ).toEqual({ amount: "insufficient_balance" });
    expect(
      transferErrorsOf(
        new ApiError(400, {
          code: "validation_failed",
          message: "bad",
          fields: [
            { name: "to_miner_id", text: "invalid_input" },
            { name: "amount", text: "min_threshold" },
          ],
        }),
      ),
    ).toEqual({ to: "invalid_input", amount: "min_threshold" });
  });

  it("shows other refusals above the button", () => {
    expect(transferErrorsOf(new ApiError(403, { code: "access_denied", message: "no" }))).toEqual({
      form: "access_denied",
    });
    expect(transferErrorsOf(new Error("boom"))).toEqual({ form: "internal_error" });
  });
});
