import { afterEach, describe, expect, it, vi } from "vitest";
import { api, lastRequestId } from "../api-client";
import { fetchApiFile } from "../file-download";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const sentIds = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["X-Request-Id"]);

describe("X-Request-Id", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a new random id on every product API call and file download; the last one is kept", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("a,b\n", { status: 200 })),
    );
    await api("identity").catch(() => undefined);
    await api("identity").catch(() => undefined);
    await fetchApiFile("miners/1/payments/export", { days: 7 }, "export.csv");
    const ids = sentIds();
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(3);
    expect(lastRequestId()).toBe(ids[2]);
  });
});
