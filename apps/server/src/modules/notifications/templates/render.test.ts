import { describe, expect, it } from "vitest";
import type { NotificationPayload } from "../notification-payload";
import { renderNotification } from "./index";
import { balanced, ctx, keyFacts, payloads, tagsOf, URL } from "./render.fixtures";

const languages = ["en", "ru", "cn"] as const;
const events = Object.keys(payloads) as NotificationPayload["event"][];
const btcIn = { en: "0.12345678 BTC", ru: "0,12345678 BTC", cn: "0.12345678 BTC" };
const securityEvents = [
  "user-login",
  "miner-wallet-address-changed",
  "miner-wallet-minpay-changed",
  "delete-miner",
];

describe.each(languages)("every event in %s", (language) => {
  it.each(events)("%s: subject, text, HTML and Telegram carry the facts", (event) => {
    const out = renderNotification(payloads[event], ctx(language));
    for (const part of [out.subject, out.text, out.html, out.telegram]) expect(part.trim()).not.toBe("");
    expect(out.subject).not.toMatch(/[\r\n]/);
    for (const fact of keyFacts[event]) {
      expect(out.text).toContain(fact);
      expect(out.html).toContain(fact);
      expect(out.telegram).toContain(fact);
    }
    if (event !== "user-login") expect(out.subject).toContain("alice");
    expect(out.text).not.toMatch(/<[a-zA-Z/]/);
    expect(out.html.startsWith("<!doctype html>")).toBe(true);
    expect(out.html).toContain(`lang="${language === "cn" ? "zh-CN" : language}"`);
    expect(balanced(out.html)).toBe(true);
    expect(new Set(tagsOf(out.telegram))).toSatisfy((tags: Set<string>) =>
      [...tags].every((tag) => ["b", "i", "a", "code", "pre"].includes(tag)),
    );
    // Every message ends with the notification settings.
    for (const part of [out.text, out.html, out.telegram])
      expect(part).toContain(`${URL}/settings/notifications`);
    // Security events say what to do if it was not the reader, with a link to the settings.
    if (securityEvents.includes(event)) {
      expect(out.text).toMatch(new RegExp(`${URL}/settings\\n`));
      expect(out.telegram).toContain(`<a href="${URL}/settings">`);
    }
  });

  it("shows the exact BTC amounts", () => {
    for (const event of ["miner-payout", "miner-reward", "miner-wallet-minpay-changed"] as const) {
      const out = renderNotification(payloads[event], ctx(language));
      for (const part of [out.text, out.html, out.telegram]) expect(part).toContain(btcIn[language]);
    }
    expect(renderNotification(payloads["miner-payout"], ctx(language)).subject).toContain(btcIn[language]);
    expect(renderNotification(payloads["miner-reward"], ctx(language)).subject).toContain(btcIn[language]);
  });
});

describe("amounts", () => {
  const payout = payloads["miner-payout"];

  it("adds USDT and RUB, exact to the cent, in the reader's number format", () => {
    // 0.12345678 BTC x 95,000.5 = 11,728.45582839 -> 11,728.46; x 8,800,000.12 = 1,086,419.67881...
    const prices = { USDT: "95000.5", RUB: "8800000.12" };
    const en = renderNotification({ ...payout, prices }, ctx("en"));
    expect(en.text).toContain("0.12345678 BTC (≈ $11,728.46, ≈ ₽1,086,419.68)");
    const ru = renderNotification({ ...payout, prices }, ctx("ru"));
    expect(ru.text).toContain("0,12345678 BTC (≈ 11\u00a0728,46\u00a0$, ≈ 1\u00a0086\u00a0419,68\u00a0₽)");
    const cn = renderNotification({ ...payout, prices }, ctx("cn"));
    expect(cn.telegram).toContain("0.12345678 BTC (≈ $11,728.46, ≈ ₽1,086,419.68)");
  });

  it("shows BTC alone when no price (or no usable price) is known", () => {
    for (const prices of [{}, { USDT: "" }, { USDT: "abc", RUB: "0" }, { RUB: "-5" }]) {
      const out = renderNotification({ ...payout, prices }, ctx("en"));
      expect(out.text).toContain("Amount: 0.12345678 BTC\n");
      for (const part of [out.text, out.html, out.telegram]) expect(part).not.toContain("≈");
    }
  });

  it("writes a maximum payment of 0 as no maximum", () => {
    const out = renderNotification(
      { ...payloads["miner-wallet-minpay-changed"], limit: "max", amount_sat: 0, previous_sat: 50_000_000 },
      ctx("en"),
    );
    expect(out.subject).toBe("alice: maximum payment changed");
    expect(out.text).toContain("New value: no maximum\n");
    expect(out.text).toContain("Previous value: 0.50000000 BTC (≈ $47,500.25)\n");
  });
});

describe("times", () => {
  it("shows UTC, and the reader's zone beside it", () => {
    expect(renderNotification(payloads["user-login"], ctx("en")).text).toContain(
      "Time: 2026-11-25 07:05 UTC\n",
    );
    const moscow = renderNotification(payloads["user-login"], ctx("ru", "Europe/Moscow"));
    expect(moscow.text).toContain("Время: 2026-11-25 07:05 UTC (10:05 Europe/Moscow)\n");
    // Another calendar day in the zone: its date too.
    const tokyo = renderNotification(
      { ...payloads["user-login"], at: "2026-11-25T20:30:00Z" },
      ctx("cn", "Asia/Tokyo"),
    );
    expect(tokyo.text).toContain("时间：2026-11-25 20:30 UTC (2026-11-26 05:30 Asia/Tokyo)\n");
  });

  it("falls back to UTC alone for UTC itself or a zone it does not know", () => {
    for (const zone of ["UTC", "Etc/UTC", "Mars/Olympus_Mons", "not a zone", ""]) {
      const out = renderNotification(payloads["user-login"], ctx("en", zone));
      expect(out.text).toContain(`Time: 2026-11-25 07:05 UTC\n`);
    }
  });
});
