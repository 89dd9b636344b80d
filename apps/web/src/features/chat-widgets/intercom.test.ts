import { beforeEach, describe, expect, it, vi } from "vitest";
import { intercomAdapter } from "./intercom";

const loadScript = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock("./load-script", () => ({ loadScript }));

const config = { app_id: "ab12cd", script_url: "https://widget.intercom.io/widget/ab12cd" };
const user = { id: "id-1", email: "miner@pithead.test", hash: "f".repeat(64) };

describe("the Intercom adapter", () => {
  beforeEach(() => loadScript.mockClear());

  it("installs the snippet's queue, loads the widget script and queues boot until the library replays it", async () => {
    const win: { Intercom?: ((...args: unknown[]) => void) & { q?: unknown[][] } } = {};
    const adapter = intercomAdapter(config, win);
    await adapter.load();
    expect(loadScript).toHaveBeenCalledWith("https://widget.intercom.io/widget/ab12cd");
    adapter.boot(user);
    expect(win.Intercom?.q).toEqual([
      ["boot", { app_id: "ab12cd", user_id: "id-1", user_hash: user.hash, email: "miner@pithead.test" }],
    ]);
  });

  it("boots with user_id and user_hash, then update, show and shutdown through window.Intercom", () => {
    const Intercom = vi.fn();
    const adapter = intercomAdapter(config, { Intercom });
    adapter.boot(user);
    adapter.update();
    adapter.show();
    adapter.shutdown();
    expect(Intercom.mock.calls).toEqual([
      ["boot", { app_id: "ab12cd", user_id: "id-1", user_hash: user.hash, email: "miner@pithead.test" }],
      ["update"],
      ["show"],
      ["shutdown"],
    ]);
  });

  it("boots without user_hash when the session carries none (a real Kratos without the hashes)", () => {
    const Intercom = vi.fn();
    intercomAdapter(config, { Intercom }).boot({ id: "id-2", hash: null });
    expect(Intercom).toHaveBeenCalledWith("boot", { app_id: "ab12cd", user_id: "id-2" });
  });
});
