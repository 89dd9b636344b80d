import { beforeEach, describe, expect, it, vi } from "vitest";
import { type CarrotLikeGlobal, carrotLikeAdapter } from "./carrot-like";

const loadScript = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock("./load-script", () => ({ loadScript }));

const user = { id: "id-1", email: "miner@pithead.test", hash: "a".repeat(64) };

function fakeApi() {
  return {
    connect: vi.fn(),
    auth: vi.fn(),
    identify: vi.fn(),
    track: vi.fn(),
    open: vi.fn(),
    removeChat: vi.fn(),
  };
}

describe.each<[CarrotLikeGlobal, string]>([
  ["carrotquest", "https://cdn.carrotquest.app/api.min.js"],
  ["dashly", "https://cdn.dashly.app/api.min.js"],
])("the %s adapter", (name, scriptUrl) => {
  const config = { app_id: "123-abc", script_url: scriptUrl };
  beforeEach(() => loadScript.mockClear());

  it("stubs the API as the official snippet does, connects with the app id and queues calls until loaded", async () => {
    const win: Record<string, unknown> = {};
    const adapter = carrotLikeAdapter(name, config, win, { cookie: "" });
    await adapter.load();
    expect(loadScript).toHaveBeenCalledWith(scriptUrl);
    adapter.boot(user);
    expect(win[`${name}async`]).toEqual([
      "connect",
      ["123-abc"],
      "auth",
      ["id-1", user.hash],
      "identify",
      [{ $email: "miner@pithead.test" }],
    ]);
  });

  it("authenticates with the user id and hash, then identifies; opens, tracks, and removes the chat at logout", () => {
    const api = fakeApi();
    const cookies: string[] = [];
    const doc = {
      set cookie(value: string) {
        cookies.push(value);
      },
      get cookie() {
        return "";
      },
    };
    const adapter = carrotLikeAdapter(name, config, { [name]: api }, doc);
    adapter.boot(user);
    expect(api.auth).toHaveBeenCalledWith("id-1", user.hash);
    expect(api.identify).toHaveBeenCalledWith({ $email: "miner@pithead.test" });
    expect(api.auth.mock.invocationCallOrder[0]).toBeLessThan(api.identify.mock.invocationCallOrder[0] ?? 0);
    adapter.update();
    adapter.show();
    expect(api.open).toHaveBeenCalledTimes(1);
    adapter.track?.("act:cm:signin");
    expect(api.track).toHaveBeenCalledWith("act:cm:signin", {});
    adapter.shutdown();
    expect(api.removeChat).toHaveBeenCalledTimes(1);
    expect(cookies).toEqual([`${name}_uid=; max-age=0; path=/`, `${name}_auth_token=; max-age=0; path=/`]);
  });

  it("does not authenticate without a hash", () => {
    const api = fakeApi();
    carrotLikeAdapter(name, config, { [name]: api }, { cookie: "" }).boot({ id: "id-2", hash: null });
    expect(api.auth).not.toHaveBeenCalled();
  });
});
