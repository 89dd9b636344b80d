import { describe, expect, it } from "vitest";
import { accountNamePattern, identityInfoSchema, permissionSchema } from "./accounts";

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
});
