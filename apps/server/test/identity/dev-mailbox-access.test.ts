import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { queueMail } from "../../src/modules/identity/courier/courier";
import { isLoopback } from "../../src/modules/identity/lib/loopback";
import { buildTestApp, testConfig, useTestDatabase } from "../helper";

const ctx = useTestDatabase({ demo: false });
let app: App;

beforeAll(async () => {
  app = await buildTestApp(ctx.database);
  await queueMail(ctx.database.db, testConfig(), {
    to: "kim@example.com",
    subject: "Your recovery code",
    text: "code 123456",
    kind: "recovery_code",
  });
});
afterAll(() => app.close());

const addresses = ["/api/dev/mailbox", "/api/dev/mailbox?to=kim@example.com", "/dev/mailbox"];
const notFound = { code: "not_found", message: "Not found" };

describe("the dev mailbox's audience", () => {
  it("answers loopback clients: 127.0.0.0/8, ::1 and IPv4-mapped loopback", async () => {
    for (const remoteAddress of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      for (const url of addresses) {
        const res = await app.inject({ url, remoteAddress });
        expect(res.statusCode, `${remoteAddress} ${url}`).toBe(200);
      }
    }
    const mails = (await app.inject({ url: addresses[1], remoteAddress: "::1" })).json();
    expect(mails[0]).toMatchObject({ to: "kim@example.com", text: "code 123456" });
  });

  it("answers any other client as if it did not exist (404 not_found), codes never shown", async () => {
    for (const remoteAddress of [
      "10.0.0.5",
      "192.168.1.20",
      "203.0.113.7",
      "::ffff:10.0.0.5",
      "2001:db8::1",
    ]) {
      for (const url of addresses) {
        const res = await app.inject({ url, remoteAddress, headers: { accept: "application/json" } });
        expect(res.statusCode, `${remoteAddress} ${url}`).toBe(404);
        expect(res.json()).toEqual(notFound);
        expect(res.body).not.toContain("123456");
      }
    }
    // Exactly what an address without a route answers.
    const none = await app.inject({ url: "/api/dev/nothing-here", remoteAddress: "10.0.0.5" });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(notFound);
  });

  it("is absent with SMTP_URL, even for loopback clients", async () => {
    const smtp = await buildTestApp(ctx.database, { env: { SMTP_URL: "smtp://mail.example.com:587" } });
    try {
      for (const url of addresses) {
        const res = await smtp.inject({ url, remoteAddress: "127.0.0.1" });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual(notFound);
      }
    } finally {
      await smtp.close();
    }
  });
});

describe("isLoopback", () => {
  it("takes 127.0.0.0/8, ::1 and ::ffff:127.x only", () => {
    for (const ip of [
      "127.0.0.1",
      "127.255.255.254",
      "::1",
      "0:0:0:0:0:0:0:1",
      "::ffff:127.0.0.1",
      "::FFFF:127.1.2.3",
    ])
      expect(isLoopback(ip), ip).toBe(true);
    for (const ip of [
      "",
      "10.0.0.5",
      "128.0.0.1",
      "1127.0.0.1",
      "::ffff:10.0.0.1",
      "::2",
      "fe80::1",
      "localhost",
      "127.0.0",
    ])
      expect(isLoopback(ip), ip).toBe(false);
  });
});
