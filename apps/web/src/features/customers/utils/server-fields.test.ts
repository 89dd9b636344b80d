import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { submitFailureOf } from "./server-fields";

const never = () => false;
const apiError = (status: number, code: string, fields: { name: string; text: string }[] = []) =>
  new ApiError(status, { code, message: code, fields });

describe("submitFailureOf", () => {
  it("puts the server's field errors under their fields, in the form's words", () => {
    const error = apiError(400, "validation_failed", [
      { name: "account_name", text: "account_name_taken" },
      { name: "email", text: "invalid_input" },
      { name: "fee_percent", text: "max_threshold" },
    ]);
    expect(submitFailureOf(error, never)).toEqual({
      fields: { account_name: "account_name_taken", email: "email_invalid", fee_percent: "fee_too_high" },
    });
  });

  it("says a refusal, a declined second factor, or the unexpected-error text of SPEC section 8", () => {
    expect(submitFailureOf(apiError(403, "access_denied"), never)).toEqual({
      failure: "errors.codes.access_denied",
    });
    expect(submitFailureOf(new Error("declined"), () => true)).toEqual({
      failure: "auth.secondFactor.declined",
    });
    expect(submitFailureOf(apiError(500, "internal"), never)).toEqual({
      failure: "customers.fields.unexpected",
    });
    expect(submitFailureOf(new TypeError("fetch failed"), never)).toEqual({
      failure: "customers.fields.unexpected",
    });
  });
});
