import { describe, expect, it } from "vitest";
import { breachedCandidates, isBreached, passwordViolation } from "./policy";

describe("breached-password check", () => {
  it("finds a common password behind capitals, digits and symbols added to pass the character rules", () => {
    expect(isBreached("Password123!")).toBe(true);
    expect(isBreached("!Monkey2026?")).toBe(true);
    expect(breachedCandidates("Password123!")).toEqual(["password123!", "password123", "password"]);
  });

  it("does not judge a passphrase by a short common word at its start", () => {
    expect(breachedCandidates("Cat-7-horse-battery!")).toEqual([
      "cat-7-horse-battery!",
      "cat-7-horse-battery",
    ]);
    expect(isBreached("Cat-7-horse-battery!")).toBe(false);
    expect(isBreached("Demo-pithead-2026")).toBe(false);
  });

  it("answers 4000034 for a decorated common password and nothing for a strong one", () => {
    expect(passwordViolation("Password123!", "someone@example.com")?.id).toBe(4000034);
    expect(passwordViolation("Quarry-lamp-2026!", "someone@example.com")).toBeNull();
  });
});
