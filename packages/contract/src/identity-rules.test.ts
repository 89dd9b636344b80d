import { describe, expect, it } from "vitest";
import { missingPasswordClass, passwordClassOfReason, passwordClassReasons } from "./identity-rules";

describe("missingPasswordClass", () => {
  it("names the first class a password lacks: digit, lower case, upper case, special", () => {
    expect(missingPasswordClass("Abcdefg!")).toBe("digit");
    expect(missingPasswordClass("ABCDEF1!")).toBe("lower");
    expect(missingPasswordClass("abcdef1!")).toBe("upper");
    expect(missingPasswordClass("Abcdef12")).toBe("special");
    expect(missingPasswordClass("")).toBe("digit");
  });

  it("passes a password with all four, a space or a non-Latin letter counting as special", () => {
    expect(missingPasswordClass("Demo-pithead-2026")).toBeNull();
    expect(missingPasswordClass("Abc def 12")).toBeNull();
    expect(missingPasswordClass("Abcпароль12")).toBeNull();
  });
});

describe("passwordClassOfReason", () => {
  it("finds the class of each reason the identity service gives, and nothing for another text", () => {
    expect(passwordClassOfReason(passwordClassReasons.upper)).toBe("upper");
    expect(passwordClassOfReason("it must contain at least one digit")).toBe("digit");
    expect(passwordClassOfReason("the password has been found in data breaches")).toBeNull();
    expect(passwordClassOfReason(undefined)).toBeNull();
  });
});
