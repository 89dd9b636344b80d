import { describe, expect, it } from "vitest";
import { RateLimitedError } from "../../lib/rate-limited";
import { pdfSlots } from "./pdf-slots";

/** A piece of work that ends when told, and says whether it began. */
function gate() {
  let open = () => {};
  const state = { began: false };
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  const work = async () => {
    state.began = true;
    await done;
    return "pdf";
  };
  return { state, open, work };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("pdfSlots", () => {
  it("refuses a caller's third document while two are under way, then takes it again", async () => {
    const slots = pdfSlots({ perCaller: 2, running: 2, waiting: 8 });
    const [a, b] = [gate(), gate()];
    const first = slots.run("alice", a.work);
    const second = slots.run("alice", b.work);
    await expect(slots.run("alice", async () => "third")).rejects.toBeInstanceOf(RateLimitedError);
    a.open();
    b.open();
    expect(await Promise.all([first, second])).toEqual(["pdf", "pdf"]);
    expect(await slots.run("alice", async () => "again")).toBe("again");
  });

  it("makes at most `running` at once; the others wait their turn, past `waiting` they are refused", async () => {
    const slots = pdfSlots({ perCaller: 1, running: 1, waiting: 1 });
    const [a, b] = [gate(), gate()];
    const first = slots.run("u1", a.work);
    const second = slots.run("u2", b.work);
    await tick();
    expect([a.state.began, b.state.began]).toEqual([true, false]);
    await expect(slots.run("u3", async () => "x")).rejects.toMatchObject({
      code: "rate_limited",
      status: 429,
    });
    a.open();
    await first;
    await tick();
    expect(b.state.began).toBe(true);
    b.open();
    expect(await second).toBe("pdf");
  });

  it("frees the slot when the work fails", async () => {
    const slots = pdfSlots({ perCaller: 1, running: 1, waiting: 0 });
    await expect(slots.run("u", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await slots.run("u", async () => "ok")).toBe("ok");
  });
});
