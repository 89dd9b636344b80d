import { describe, expect, it } from "vitest";
import { MAIL_LIST_CAP, renderNotification, TELEGRAM_LIST_CAP } from "./index";
import { AT, balanced, ctx, payloads, tagsOf, URL, worker } from "./render.fixtures";

describe("worker status", () => {
  it("counts the changes in the subject", () => {
    const p = payloads["worker-status-changed"];
    expect(renderNotification(p, ctx("en")).subject).toBe("3 workers down, 1 back on alice");
    expect(renderNotification(p, ctx("ru")).subject).toBe("alice: 3 воркера недоступны, 1 снова в сети");
    expect(renderNotification(p, ctx("cn")).subject).toBe("alice：3 台矿机离线，1 台恢复在线");
    const one = { ...p, down: [], back: [worker("a")], bounced: [worker("b"), worker("c")] };
    expect(renderNotification(one, ctx("en")).subject).toBe("1 worker back, 2 bounced on alice");
    expect(renderNotification({ ...one, back: [] }, ctx("ru")).subject).toBe(
      "alice: 2 воркера кратковременно отключались",
    );
    expect(renderNotification({ ...p, back: [] }, ctx("ru", null)).subject).toBe(
      "alice: 3 воркера недоступны",
    );
    const five = { ...p, down: Array.from({ length: 5 }, (_, i) => worker(`w${i}`)), back: [] };
    expect(renderNotification(five, ctx("ru")).subject).toBe("alice: 5 воркеров недоступны");
  });

  it("lists each worker with its last share, in UTC and the reader's zone", () => {
    const out = renderNotification(payloads["worker-status-changed"], ctx("en", "Europe/Moscow"));
    expect(out.text).toContain("  - rack1-s19 — last share 2026-11-25 06:58 UTC (09:58 Europe/Moscow)\n");
    expect(out.text).toContain(
      "Back:\n  - rack3-s19 — last share 2026-11-25 07:11 UTC (10:11 Europe/Moscow)\n",
    );
    expect(out.text).toContain(`All workers: ${URL}/workers`);
  });

  it("caps long lists with 'and N more' (fewer names on Telegram)", () => {
    const down = Array.from({ length: 60 }, (_, i) => worker(`w-${String(i).padStart(2, "0")}`));
    const out = renderNotification({ ...payloads["worker-status-changed"], down, back: [] }, ctx("en"));
    expect(out.subject).toBe("60 workers down on alice");
    expect(out.text).toContain(`w-${MAIL_LIST_CAP - 1} `);
    expect(out.text).not.toContain(`w-${MAIL_LIST_CAP} `);
    expect(out.text).toContain(`and ${60 - MAIL_LIST_CAP} more`);
    expect(out.html).toContain(`and ${60 - MAIL_LIST_CAP} more`);
    expect(out.telegram).toContain(`w-0${TELEGRAM_LIST_CAP - 1} `);
    expect(out.telegram).not.toContain(`w-${TELEGRAM_LIST_CAP} `);
    expect(out.telegram).toContain(`and ${60 - TELEGRAM_LIST_CAP} more`);
    expect(out.telegram.length).toBeLessThan(4096);
    expect(
      renderNotification({ ...payloads["worker-status-changed"], down, back: [] }, ctx("ru")).text,
    ).toContain("и ещё 10");
  });
});

describe("escaping", () => {
  const hostile = '<script>&"';

  it("escapes a hostile worker or account name in the HTML mail and on Telegram, keeps it in the plain text", () => {
    const p = {
      ...payloads["worker-status-changed"],
      account_name: `${hostile}acct`,
      down: [worker(hostile)],
    };
    const out = renderNotification(p, ctx("en"));
    expect(out.text).toContain(`  - ${hostile} — last share`);
    expect(out.html).not.toContain("<script");
    expect(out.html).toContain("&lt;script&gt;&amp;&quot;");
    expect(balanced(out.html)).toBe(true);
    expect(out.telegram).not.toContain("<script");
    expect(out.telegram).toContain("&lt;script&gt;&amp;&quot;");
    expect(new Set(tagsOf(out.telegram))).toEqual(new Set(["b", "i", "a"]));
  });

  it("escapes a hostile user agent and keeps a subject to one line", () => {
    const login = { ...payloads["user-login"], user_agent: `<img src=x onerror=alert(1)>`, ip: null };
    const out = renderNotification(login, ctx("en"));
    expect(out.html).not.toContain("<img");
    expect(out.telegram).not.toContain("<img");
    expect(out.text).toContain("IP address: unknown\n");
    const renamed = renderNotification(
      { ...payloads["delete-miner"], account_name: "evil\r\nBcc: x@y" },
      ctx("en"),
    );
    expect(renamed.subject).toBe("Deletion of the miner account evil Bcc: x@y requested");
  });
});

describe("the rest of each message", () => {
  it("says a failed payout will be sent again or returned, without a transaction", () => {
    const failed = { ...payloads["miner-payout"], status: "failed" as const, tx_id: null };
    const out = renderNotification(failed, ctx("en"));
    expect(out.subject).toBe("alice: payout of 0.12345678 BTC failed");
    expect(out.text).toContain("The pool will send it again or return the amount to your balance.");
    expect(out.text).not.toContain("Transaction");
    expect(out.text).toContain(`${URL}/settings\n`);
    expect(out.text).toContain(`All payments: ${URL}/payments`);
  });

  it("shows a sent payout's transaction and the payments page", () => {
    const out = renderNotification(payloads["miner-payout"], ctx("en"));
    expect(out.subject).toBe("alice: payout of 0.12345678 BTC sent");
    expect(out.telegram).toContain(`<code>${payloads["miner-payout"].tx_id}</code>`);
    expect(out.html).toContain(`href="${URL}/payments"`);
  });

  it("warns on a new sign-in, with the time, IP and device", () => {
    const out = renderNotification(payloads["user-login"], ctx("en", "Europe/Moscow"));
    expect(out.subject).toBe("New sign-in to Pithead as owner@example.com");
    expect(out.text).toContain(
      `If it was not you, change your password and sign out other sessions: ${URL}/settings\n`,
    );
    expect(out.text).toContain("Device: Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0\n");
  });

  it("shows a first payout address as having no previous one, and when payouts resume", () => {
    const p = { ...payloads["miner-wallet-address-changed"], previous_address: null };
    const out = renderNotification(p, ctx("en"));
    expect(out.text).toContain("Previous address: none\n");
    expect(out.text).toContain("Payouts resume: 2026-11-26 07:05 UTC\n");
  });

  it("writes Chinese without a space after a full-width colon", () => {
    const out = renderNotification(payloads["miner-reward"], ctx("cn"));
    expect(out.text).toContain(`全部付款记录：${URL}/payments`);
    expect(out.text).toContain(`更改通知设置：${URL}/settings/notifications`);
  });

  it("falls back to English for a language it does not have", () => {
    const out = renderNotification(payloads["delete-miner"], { ...ctx("en"), language: "de" as "en" });
    expect(out.subject).toBe("Deletion of the miner account alice requested");
    expect(out.text).toContain(`Time: ${AT.slice(0, 10)} 07:05 UTC`);
  });
});

describe("the daily worker digest", () => {
  it("shows the counts now, the day's changes with their times, and the ones not listed", () => {
    const out = renderNotification(payloads["worker-status-digest"], ctx("en"));
    expect(out.subject).toBe("alice: workers on 2026-11-24, 1 became unavailable, 3 came back");
    expect(out.text).toContain("Now: 11 stable, 1 unavailable, 1 off");
    expect(out.text).toContain("rack1-s19 — at 2026-11-24 03:10 UTC");
    expect(out.text).toContain("and 1 more");
  });

  it("says a quiet day is quiet, in Russian and Chinese too", () => {
    const quiet = {
      ...payloads["worker-status-digest"],
      went_unavailable: [],
      went_unavailable_total: 0,
      came_back: [],
      came_back_total: 0,
    };
    expect(renderNotification(quiet, ctx("en")).subject).toBe(
      "alice: workers on 2026-11-24, no changes (13 in all)",
    );
    expect(renderNotification(quiet, ctx("en")).text).toContain("No worker changed its status that day.");
    expect(renderNotification(quiet, ctx("ru")).subject).toBe(
      "alice: воркеры за 2026-11-24, без изменений (всего 13)",
    );
    expect(renderNotification(quiet, ctx("cn")).text).toContain("当天没有矿机改变状态。");
  });
});

describe("the daily reward mail", () => {
  const p = {
    ...payloads["miner-reward"],
    amount_sat: 66_234 + 5_000 + 120,
    lines: [
      { type: "reward", direction: "incoming", amount_sat: 73_593, counterparty: null },
      { type: "profit_sharing", direction: "outgoing", amount_sat: 7_359, counterparty: "bob" },
      { type: "profit_sharing", direction: "incoming", amount_sat: 5_000, counterparty: "carol" },
      { type: "referral", direction: "incoming", amount_sat: 120, counterparty: "da***e" },
    ],
    prices: {},
  } as const;

  it("states each row of the day, shares given negative, and the total credited", () => {
    const out = renderNotification({ ...p, lines: [...p.lines] }, ctx("en"));
    expect(out.subject).toBe("alice: 0.00071354 BTC credited for 2026-11-24");
    expect(out.text).toContain(
      [
        "Account: alice",
        "Reward: 0.00073593 BTC",
        "Profit sharing to bob: -0.00007359 BTC",
        "Profit sharing from carol: 0.00005000 BTC",
        "Referral income from da***e: 0.00000120 BTC",
        "Credited in total: 0.00071354 BTC",
      ].join("\n"),
    );
    expect(out.telegram).toContain("Referral income from da***e");
    const ru = renderNotification({ ...p, lines: [...p.lines] }, ctx("ru"));
    expect(ru.text).toContain("Распределение дохода на bob: -0,00007359 BTC\n");
    expect(ru.text).toContain("Всего начислено: 0,00071354 BTC\n");
    const cn = renderNotification({ ...p, lines: [...p.lines] }, ctx("cn"));
    expect(cn.text).toContain("推荐收入来自 da***e");
  });

  it("renders a mail queued before the rows were listed with its total only", () => {
    const out = renderNotification(payloads["miner-reward"], ctx("en"));
    expect(out.text).toContain("Amount: 0.12345678 BTC");
    expect(out.text).not.toContain("Credited in total");
  });
});
