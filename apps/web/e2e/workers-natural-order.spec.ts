import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { ingestShares } from "./ingest-helpers";
import { t } from "./locales";

// Issue 41 item 11: names sort naturally on the server (s1, s2, s10, not s1, s10, s2), and "Last share" sorts.
for (const language of ["en", "ru"] as const) {
  test(`worker names sort naturally and the last share sorts (${language})`, async ({ page, request }) => {
    const p = `n${language}${Date.now().toString(36)}`;
    const [s1, s2, s10] = [`${p}-s1`, `${p}-s2`, `${p}-s10`];
    const now = Date.now();
    // s1 sent its last share a minute ago, s2 two, s10 three.
    const shares = [s1, s2, s10].map((worker, i) => ({
      worker,
      difficulty: 1000,
      accepted: true,
      ts: new Date(now - (i + 1) * 60_000).toISOString(),
    }));
    expect(await ingestShares(request, "alice", shares)).toMatchObject({ accepted: 3, rejected: 0 });

    await page.addInitScript((lng) => localStorage.setItem("pithead.language", lng), language);
    await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
    await expect(page.getByTestId("user-menu")).toBeVisible();
    await page.goto(`/workers?name=${p}`);
    const names = page.getByTestId("worker-name");
    await expect(names).toHaveText([s1, s2, s10]);
    await page.getByTestId("sort-worker_name").click();
    await expect(names).toHaveText([s10, s2, s1]);

    const lastShare = page.getByTestId("sort-last_share_at");
    await expect(lastShare).toHaveText(t(language, "workers.columns.last_share"));
    await lastShare.click();
    await expect(page).toHaveURL(/[?&]sort_by=last_share_at(&|$)/);
    await expect(page).toHaveURL(/[?&]order=desc(&|$)/);
    await expect(names).toHaveText([s1, s2, s10]);
    await lastShare.click();
    await expect(names).toHaveText([s10, s2, s1]);
  });
}
