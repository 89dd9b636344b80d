import { describe, expect, it } from "vitest";
import { accountNamePattern, accountNameProblem, identityInfoSchema, permissionSchema } from "./accounts";

describe("account schemas", () => {
  it("accepts the GET identity answer and refuses an unknown account type or role", () => {
    const info = {
      user: { id: "c624", email: "miner@pithead.test", language: "en" },
      permissions: [{ id: "7f4f", type: "miner", account_name: "alice", role: "owner" }],
      credentials: { password: true, totp: false, lookup_secret: false, webauthn: false },
      wallets: [],
    };
    expect(identityInfoSchema.parse(info)).toEqual(info);
    expect(permissionSchema.safeParse({ id: "1", type: "watcher", role: "owner" }).success).toBe(false);
    expect(permissionSchema.safeParse({ id: "1", type: "pool", role: "boss" }).success).toBe(false);
  });

  it("allows only lowercase Latin letters and digits in account names", () => {
    expect(accountNamePattern.test("alice42")).toBe(true);
    for (const name of ["Alice", "al_ice", "алиса", "al ice"])
      expect(accountNamePattern.test(name)).toBe(false);
  });

  it("checks an account name's rule in one order: blank, length (3 to 32 characters), alphabet", () => {
    expect(accountNameProblem("")).toBe("required");
    expect(accountNameProblem("ab")).toBe("account_name_length");
    expect(accountNameProblem("a".repeat(33))).toBe("account_name_length");
    expect(accountNameProblem("Al_ice")).toBe("match_invalid");
    expect(accountNameProblem("абв")).toBe("match_invalid");
    expect(accountNameProblem("abc")).toBeNull();
    expect(accountNameProblem("a".repeat(32))).toBeNull();
  });
});
