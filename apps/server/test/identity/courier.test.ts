import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/client";
import { courierMessages } from "../../src/db/schema";
import { queueMail } from "../../src/modules/identity/courier/courier";
import {
  dispatchDue,
  maxSendAttempts,
  smtpSender,
  startCourierDispatch,
} from "../../src/modules/identity/courier/courier-dispatch";
import { codeMail, mailLanguage } from "../../src/modules/identity/courier/templates";
import { buildTestApp, testConfig, useTestDatabase } from "../helper";
import { startFakeSmtp } from "./fake-smtp";

const ctx = useTestDatabase({ demo: false });
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  app = await buildTestApp(ctx.database);
});
afterAll(() => app.close());

describe("queueMail without SMTP_URL", () => {
  it("keeps mail in the dev mailbox, readable as JSON latest first and filtered by address", async () => {
    const config = testConfig();
    await queueMail(ctx.database.db, config, {
      to: "Ann@Example.com",
      subject: "first",
      text: "one",
      kind: "test",
    });
    await queueMail(ctx.database.db, config, {
      to: "ann@example.com",
      subject: "second",
      text: "two",
      html: "<p>two</p>",
      kind: "test",
    });
    await queueMail(ctx.database.db, config, {
      to: "bob@example.com",
      subject: "other",
      text: "x",
      kind: "test",
    });

    const res = await app.inject("/api/dev/mailbox?to=ann@example.com");
    expect(res.statusCode).toBe(200);
    const mails = res.json();
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual(["second", "first"]);
    expect(mails[0]).toMatchObject({ to: "ann@example.com", text: "two", html: "<p>two</p>", kind: "test" });
    expect(mails[1].html).toBeNull();
    expect(new Date(mails[0].created_at).getTime()).toBeGreaterThanOrEqual(
      new Date(mails[1].created_at).getTime(),
    );

    const all = await app.inject("/api/dev/mailbox");
    expect(all.json()).toHaveLength(3);
  });

  it("answers 400 for a malformed address filter", async () => {
    const res = await app.inject("/api/dev/mailbox?to=not-an-address");
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("validation_failed");
  });

  it("shows an HTML page with the content escaped", async () => {
    await queueMail(ctx.database.db, testConfig(), {
      to: "eve@example.com",
      subject: "<script>alert(1)</script>",
      text: "code <b>123456</b>",
      kind: "test",
    });
    const res = await app.inject({
      url: "/dev/mailbox?to=eve@example.com",
      headers: { accept: "text/html" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(res.body).toContain("code &lt;b&gt;123456&lt;/b&gt;");
    expect(res.body).not.toContain("<script>");
  });
});

describe("queueMail with SMTP_URL", () => {
  /** Moves every queued mail's retry or lease time to now, as if the wait had passed. */
  const waitPassed = () =>
    ctx.database.db.update(courierMessages).set({ sendAfter: new Date(Date.now() - 1000) });
  const rowsTo = (to: string) =>
    ctx.database.db.select().from(courierMessages).where(eq(courierMessages.to, to));

  it("queues the mail; the dispatch sends it over SMTP from MAIL_FROM and removes it", async () => {
    const smtp = await startFakeSmtp();
    try {
      const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: "Pool <pool@example.com>" });
      await queueMail(ctx.database.db, config, {
        to: "smtp-user@example.com",
        subject: "Your code",
        text: "code 123456",
        html: "<p>code 123456</p>",
        kind: "test",
      });
      expect(smtp.mails).toHaveLength(0);
      expect(await rowsTo("smtp-user@example.com")).toMatchObject([{ pending: true, attempts: 0 }]);
      const send = smtpSender(smtp.url, config.mailFrom);
      expect(await dispatchDue(ctx.database.db, send, () => {})).toBe(1);
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]?.from).toContain("pool@example.com");
      expect(smtp.mails[0]?.to).toEqual(["<smtp-user@example.com>"]);
      expect(smtp.mails[0]?.data).toContain("Subject: Your code");
      expect(smtp.mails[0]?.data).toContain("code 123456");
      expect(await rowsTo("smtp-user@example.com")).toEqual([]);
      // Nothing is sent twice.
      expect(await dispatchDue(ctx.database.db, send, () => {})).toBe(0);
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("the running dispatch sends a queued mail within its interval, and stops cleanly", async () => {
    const smtp = await startFakeSmtp();
    const config = testConfig({ SMTP_URL: smtp.url });
    const stop = startCourierDispatch({
      db: ctx.database.db,
      send: smtpSender(smtp.url, config.mailFrom),
      onError: () => {},
      intervalMs: 50,
    });
    try {
      await queueMail(ctx.database.db, config, {
        to: "loop@example.com",
        subject: "Hi",
        text: "t",
        kind: "test",
      });
      for (let i = 0; i < 100 && smtp.mails.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(smtp.mails.map((m) => m.to)).toEqual([["<loop@example.com>"]]);
    } finally {
      await stop();
      await smtp.close();
    }
    expect(await rowsTo("loop@example.com")).toEqual([]);
  });

  it("queues nothing when the change it belongs to rolls back", async () => {
    const config = testConfig({ SMTP_URL: "smtp://127.0.0.1:1" });
    await ctx.database.db
      .transaction(async (tx) => {
        await queueMail(tx as unknown as Db, config, {
          to: "rolled@example.com",
          subject: "s",
          text: "t",
          kind: "test",
        });
        throw new Error("the change fails");
      })
      .catch(() => {});
    expect(await rowsTo("rolled@example.com")).toEqual([]);
  });

  it("retries a failed send later with the error kept, and gives up after the last attempt", async () => {
    const config = testConfig({ SMTP_URL: "smtp://127.0.0.1:1" });
    await queueMail(ctx.database.db, config, {
      to: "down@example.com",
      subject: "s",
      text: "t",
      kind: "test",
    });
    const failing = async () => {
      throw new Error("SMTP server unreachable");
    };
    const errors: unknown[] = [];
    expect(await dispatchDue(ctx.database.db, failing, (err) => errors.push(err))).toBe(1);
    expect(errors).toHaveLength(1);
    const [first] = await rowsTo("down@example.com");
    expect(first).toMatchObject({ pending: true, attempts: 1, lastError: "SMTP server unreachable" });
    // The first retry waits 30 s.
    const waited = (first?.sendAfter.getTime() ?? 0) - Date.now();
    expect(waited).toBeGreaterThan(25_000);
    expect(waited).toBeLessThanOrEqual(30_000);
    // Not due yet: the dispatch leaves it alone.
    expect(await dispatchDue(ctx.database.db, failing, () => {})).toBe(0);
    for (let attempt = 2; attempt <= maxSendAttempts; attempt++) {
      await waitPassed();
      expect(await dispatchDue(ctx.database.db, failing, () => {})).toBe(1);
    }
    expect(await rowsTo("down@example.com")).toMatchObject([
      { pending: false, attempts: maxSendAttempts, lastError: "SMTP server unreachable" },
    ]);
    await waitPassed();
    expect(await dispatchDue(ctx.database.db, failing, () => {})).toBe(0);
  });
});

describe("the dev mailbox in production", () => {
  it("is absent: both addresses answer 404", async () => {
    const prod = await buildTestApp(ctx.database, { env: { NODE_ENV: "production" } });
    for (const url of ["/api/dev/mailbox", "/dev/mailbox"]) {
      const res = await prod.inject({ url, headers: { accept: "text/html" } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: "not_found", message: "Not found" });
    }
    await prod.close();
  });
});

describe("code mail templates", () => {
  it("renders the code in the identity's language, English otherwise", () => {
    expect(mailLanguage({ language: "ru" })).toBe("ru");
    expect(mailLanguage({ language: "cn" })).toBe("cn");
    expect(mailLanguage({ language: "de" })).toBe("en");
    expect(mailLanguage(undefined)).toBe("en");
    const en = codeMail("recovery_code", "en", "123456");
    expect(en.subject).toBe("Recover access to your Pithead account");
    expect(en.text).toContain("123456");
    expect(en.html).toContain("123456");
    expect(codeMail("verification_code", "ru", "654321").subject).toContain("Pithead");
    expect(codeMail("verification_code", "cn", "654321").html).toContain('lang="zh-CN"');
  });
});
