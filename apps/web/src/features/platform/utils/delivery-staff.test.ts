import { describe, expect, it } from "vitest";
import { mayWatchDelivery } from "./delivery-staff";

describe("mayWatchDelivery", () => {
  it("lets the platform's owner and admin watch notification delivery, not other roles or accounts", () => {
    for (const role of ["owner", "admin"]) expect(mayWatchDelivery([{ type: "platform", role }])).toBe(true);
    for (const role of ["treasurer", "accountant", "viewer", undefined])
      expect(mayWatchDelivery([{ type: "platform", role }])).toBe(false);
    expect(mayWatchDelivery([{ type: "miner", role: "owner" }])).toBe(false);
    expect(mayWatchDelivery([])).toBe(false);
  });
});
