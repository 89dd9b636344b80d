import { afterEach, describe, expect, it, vi } from "vitest";
import { API_BASE, ApiError, api, buildApiUrl, setSecondFactorHandler, setWatcherToken } from "./api-client";

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status });
}

afterEach(() => setWatcherToken(null));

describe("api", () => {
  it("calls the product API with cookies and Accept json, and parses the body", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(200, { ok: 1 }));
    await expect(api("pools/current")).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${API_BASE}/pools/current`);
    expect(init?.credentials).toBe("include");
    expect((init?.headers as Record<string, string> | undefined)?.Accept).toBe("application/json");
  });

  it("turns the product error body into an ApiError", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      answer(400, { code: "validation_failed", message: "bad", fields: [{ name: "a", text: "required" }] }),
    );
    const error = await api("miners", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "validation_failed",
      fields: [{ name: "a", text: "required" }],
    });
  });

  it("makes an ApiError from an answer without the product body", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("<html>", { status: 502 }));
    await expect(api("x")).rejects.toMatchObject({ status: 502, code: "internal_error" });
  });

  it("adds X-Watcher-Token in watch mode and can go without credentials", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(204));
    setWatcherToken("tok");
    await expect(api("miners/1/stats", { credentials: false })).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string> | undefined)?.["X-Watcher-Token"]).toBe("tok");
    expect(init?.credentials).toBe("omit");
  });

  it("builds query strings, arrays as name[]", () => {
    expect(buildApiUrl("/miners/stats", { id: [1, 2], period: "PT1H", skip: undefined })).toBe(
      `${API_BASE}/miners/stats?id%5B%5D=1&id%5B%5D=2&period=PT1H`,
    );
  });
});

describe("second factor on mfa_required", () => {
  it("asks for the second factor and repeats the call once", async () => {
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({ code: "mfa_required", message: "Additional authentication required" }),
          {
            status: 403,
          },
        ),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const handler = vi.fn(async () => undefined);
    setSecondFactorHandler(handler);
    await expect(api("miners/m1", { method: "DELETE" })).resolves.toEqual({ ok: true });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    setSecondFactorHandler(null);
  });

  it("passes the declined rejection to the caller without repeating", async () => {
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(
        new Response(JSON.stringify({ code: "mfa_required", message: "x" }), { status: 403 }),
      );
    const declined = new Error("declined");
    setSecondFactorHandler(async () => {
      throw declined;
    });
    await expect(api("invites/accept", { method: "POST", body: {} })).rejects.toBe(declined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    setSecondFactorHandler(null);
  });
});
