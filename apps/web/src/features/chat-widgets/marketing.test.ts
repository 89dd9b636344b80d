import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  activity,
  attachMarketingSink,
  QUEUE_LIMIT,
  queuedMarketingEvents,
  resetMarketing,
  track,
} from "./marketing";

describe("the marketing adapter", () => {
  beforeEach(() => resetMarketing());

  it("queues activity and track events until a vendor is loaded, then hands them over in order", () => {
    activity("act:cm:signin");
    track("payout_address_saved", { currency: "BTC" });
    expect(queuedMarketingEvents()).toEqual(["act:cm:signin", "payout_address_saved"]);
    const sink = { track: vi.fn() };
    attachMarketingSink(sink);
    expect(sink.track.mock.calls).toEqual([
      ["act:cm:signin", undefined],
      ["payout_address_saved", { currency: "BTC" }],
    ]);
    expect(queuedMarketingEvents()).toEqual([]);
  });

  it("sends later events to every loaded vendor at once", () => {
    const a = { track: vi.fn() };
    const b = { track: vi.fn() };
    attachMarketingSink(a);
    const detach = attachMarketingSink(b);
    activity("act:cm:signup");
    expect(a.track).toHaveBeenCalledWith("act:cm:signup", undefined);
    expect(b.track).toHaveBeenCalledWith("act:cm:signup", undefined);
    detach();
    track("x");
    expect(b.track).toHaveBeenCalledTimes(1);
  });

  it("keeps at most the newest QUEUE_LIMIT events while nothing is loaded", () => {
    for (let i = 0; i < QUEUE_LIMIT + 10; i += 1) track(`e${i}`);
    const queued = queuedMarketingEvents();
    expect(queued).toHaveLength(QUEUE_LIMIT);
    expect(queued[0]).toBe("e10");
    expect(queued.at(-1)).toBe(`e${QUEUE_LIMIT + 9}`);
  });
});
