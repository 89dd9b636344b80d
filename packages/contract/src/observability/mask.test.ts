import { describe, expect, it } from "vitest";
import { maskDeep, maskEvent, maskText } from "./mask";

describe("maskText", () => {
  it("masks bearer tokens, identity tokens, watcher links, secret query values and e-mails", () => {
    expect(maskText("Authorization: Bearer abc.DEF-123_x/y=")).toBe("Authorization: Bearer [Filtered]");
    expect(maskText("session ory_st_AbC123 and ory_lo_z9")).toBe(
      "session ory_st_[Filtered] and ory_lo_[Filtered]",
    );
    expect(maskText("https://pool.test/watch/oBGxmlk2_9mAQEdQefJT7W1NIW5JJEabcdefghijk?x=1")).toBe(
      "https://pool.test/watch/[Filtered]?x=1",
    );
    expect(maskText("/api/backend/v0.1/watchers/oBGxmlk2_9mAQEdQefJT7W1NIW5JJE")).toBe(
      "/api/backend/v0.1/watchers/[Filtered]",
    );
    expect(maskText("/auth/recovery?flow=1&token=s3cr3t&code=123456#x")).toBe(
      "/auth/recovery?flow=1&token=[Filtered]&code=[Filtered]#x",
    );
    expect(maskText("user Alice.Smith+pool@mail.example.com failed")).toBe("user [email] failed");
    expect(maskText("POST https://api.telegram.org/bot123456:AAH-x_9yz/sendMessage")).toBe(
      "POST https://api.telegram.org/bot[Filtered]/sendMessage",
    );
    expect(maskText("/users?email=alice%40pithead.test")).toBe("/users?email=[email]");
  });

  it("leaves ordinary text alone", () => {
    const text = "TypeError: cannot read properties of undefined (reading 'hash_rate') at /workers?page=2";
    expect(maskText(text)).toBe(text);
  });
});

describe("maskDeep and maskEvent", () => {
  it("masks every string, drops secret keys' values and cuts depth and cycles", () => {
    const cyclic: Record<string, unknown> = { note: "to bob@pithead.test" };
    cyclic.self = cyclic;
    const out = maskDeep(
      {
        headers: { Authorization: "Bearer x", "X-Watcher-Token": "abc", Accept: "application/json" },
        extra: { password: "hunter2", list: ["carol@pithead.test", 3, null], cyclic },
        "dave@pithead.test": 1,
        deep: { a: { b: { c: { d: "x" } } } },
      },
      3,
    );
    expect(out).toEqual({
      headers: { Authorization: "[Filtered]", "X-Watcher-Token": "[Filtered]", Accept: "application/json" },
      extra: {
        password: "[Filtered]",
        list: ["[email]", 3, null],
        cyclic: { note: "to [email]", self: "[Circular]" },
      },
      "[email]": 1,
      deep: { a: { b: { c: "[Filtered]" } } },
    });
  });

  it("masks a Sentry event's message, exception, request, breadcrumbs and extra, and drops the user's e-mail", () => {
    const event = {
      message: "login failed for eve@pithead.test",
      exception: { values: [{ type: "Error", value: "token ory_st_abcdef rejected" }] },
      request: {
        url: "https://pool.test/auth/recovery?token=zzz",
        headers: { Cookie: "ory_kratos_session=1" },
      },
      breadcrumbs: [
        { category: "fetch", data: { url: "/api/backend/v0.1/watchers/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" } },
      ],
      extra: { body: '{"email":"frank@pithead.test"}' },
      user: { id: "u1", email: "frank@pithead.test", ip_address: "10.0.0.1" },
    };
    expect(maskEvent(event)).toEqual({
      message: "login failed for [email]",
      exception: { values: [{ type: "Error", value: "token ory_st_[Filtered] rejected" }] },
      request: { url: "https://pool.test/auth/recovery?token=[Filtered]", headers: { Cookie: "[Filtered]" } },
      breadcrumbs: [{ category: "fetch", data: { url: "/api/backend/v0.1/watchers/[Filtered]" } }],
      extra: { body: '{"email":"[email]"}' },
      user: { id: "u1" },
    });
  });
});
