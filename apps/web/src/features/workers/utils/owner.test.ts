import { describe, expect, it } from "vitest";
import { workersOwnerOf } from "./owner";

describe("the workers of the active account", () => {
  it("are a pool's, an operator's or a miner's; a platform account or none has no workers page", () => {
    expect(workersOwnerOf({ type: "miner", id: "m1" })).toEqual({ type: "miner", id: "m1" });
    expect(workersOwnerOf({ type: "operator", id: "o1" })).toEqual({ type: "operator", id: "o1" });
    expect(workersOwnerOf({ type: "pool", id: "p1" })).toEqual({ type: "pool", id: "p1" });
    expect(workersOwnerOf({ type: "platform", id: "x" })).toBeNull();
    expect(workersOwnerOf(null)).toBeNull();
  });
});
