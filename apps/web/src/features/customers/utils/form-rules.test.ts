import { describe, expect, it } from "vitest";
import { accountNameProblem, emailProblem, feeProblem, titleProblem } from "./form-rules";

describe("customer form rules", () => {
  it("checks the account name as SPEC section 5 says", () => {
    expect(accountNameProblem("")).toBe("required");
    expect(accountNameProblem("ab")).toBe("account_name_length");
    expect(accountNameProblem("a".repeat(33))).toBe("account_name_length");
    expect(accountNameProblem("Alice")).toBe("match_invalid");
    expect(accountNameProblem("bob_1")).toBe("match_invalid");
    expect(accountNameProblem("alice42")).toBeNull();
  });
  it("checks e-mail, fee and title", () => {
    expect(emailProblem("", true)).toBe("required");
    expect(emailProblem("", false)).toBeNull();
    expect(emailProblem("a@b", true)).toBe("email_invalid");
    expect(emailProblem(" a@b.io ", true)).toBeNull();
    expect(feeProblem("")).toBeNull();
    expect(feeProblem("2,5")).toBeNull();
    expect(feeProblem("100.00001")).toBe("fee_invalid");
    expect(feeProblem("100.5")).toBe("fee_too_high");
    expect(titleProblem("x".repeat(65))).toBe("title_too_long");
  });
});
