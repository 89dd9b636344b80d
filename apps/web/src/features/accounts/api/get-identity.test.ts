import { describe, expect, it } from "vitest";
import { parseIdentity } from "./get-identity";

describe("parseIdentity", () => {
  it("keeps the user, known permissions and wallets", () => {
    const identity = parseIdentity({
      user: { id: "u1", email: "a@b.c", language: "en" },
      permissions: [
        { id: "p1", type: "pool", pool_name: "main" },
        { id: "z", type: "alien" },
      ],
      credentials: { password: true },
      wallets: [{ id: "w1" }],
    });
    expect(identity.permissions).toEqual([{ id: "p1", type: "pool", pool_name: "main" }]);
    expect(identity.wallets).toHaveLength(1);
  });

  it("rejects an answer without a user", () => {
    expect(() => parseIdentity({ permissions: [] })).toThrow();
    expect(() => parseIdentity(null)).toThrow();
  });
});
