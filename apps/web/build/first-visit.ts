import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page, type Response } from "@playwright/test";

/**
 * First visits in a real browser (issue 42 item 10), against a listening server with the demo data: each visit is
 * a new browser context (cold HTTP cache), and records
 * - the time from navigation start to the page's first data on screen (`performance.now()` in the page, polled
 *   every animation frame), for `/auth/login` (the form's fields enabled), `/auth/registration` (its form
 *   enabled), a signed-in miner's dashboard (`/`: the 15-minute hashrate tile filled) and `/settings` (the
 *   wallet's address shown);
 * - every response's transferred bytes (body as encoded on the wire, brotli or gzip as the server sent it), the
 *   JavaScript apart.
 * A visit runs `runs` times (median shown). Targets: the whole JavaScript of a signed-in dashboard load <= 150 kB
 * compressed, first data <= 1.5 s (on an idle machine).
 *
 *   npx tsx apps/web/build/first-visit.ts [base URL, default http://127.0.0.1:8080] [--runs=N] [--waterfall]
 *
 * Run by `npm run bench` (apps/server/bench/first-visit.ts starts the server for it).
 */

export const FIRST_DATA_TARGET_MS = 1500;
export const SIGNED_IN_JS_TARGET_BYTES = 150_000;
export const DEMO_MINER = { email: "miner@pithead.test", password: "Demo-pithead-2026" };

type Ready = { selector: string; pattern?: string };

export type Visit = {
  name: string;
  path: string;
  signedIn: boolean;
  /** What "the first data shown" means on this page: an enabled element, optionally with text matching. */
  ready: Ready;
};

export const VISITS: Visit[] = [
  {
    name: "/auth/login",
    path: "/auth/login",
    signedIn: false,
    ready: { selector: 'input[name="identifier"]' },
  },
  {
    name: "/auth/registration",
    path: "/auth/registration",
    signedIn: false,
    ready: { selector: 'input[name="traits.email"]' },
  },
  {
    name: "/ (miner's dashboard)",
    path: "/",
    signedIn: true,
    ready: { selector: '[data-testid="tile-hashrate-15m"]', pattern: "\\d [kMGTPE]?H/s" },
  },
  {
    name: "/settings (miner)",
    path: "/settings",
    signedIn: true,
    ready: { selector: '[data-testid="wallet-address"]', pattern: "\\w" },
  },
];

export type Transfer = {
  url: string;
  type: string;
  encoding: string;
  bytes: number;
  start: number;
  end: number;
};

export type VisitResult = {
  name: string;
  firstDataMs: number;
  jsBytes: number;
  totalBytes: number;
  requests: number;
  transfers: Transfer[];
};

async function signedInState(browser: Browser, base: string) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto("/auth/login");
  await page.waitForURL(/[?&]flow=/);
  await page.locator('input[name="identifier"]').fill(DEMO_MINER.email);
  await page.locator('input[name="password"]').fill(DEMO_MINER.password);
  await page.locator('button[name="method"][value="password"]').click();
  await page.locator('[data-testid="tile-hashrate-15m"]').waitFor({ timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

async function recordTransfers(page: Page, into: Promise<Transfer | null>[]) {
  page.on("response", (response: Response) => {
    into.push(
      (async () => {
        const request = response.request();
        const timing = request.timing();
        try {
          const sizes = await request.sizes();
          const headers = await response.allHeaders();
          return {
            url: response.url(),
            type: request.resourceType(),
            encoding: headers["content-encoding"] ?? "identity",
            bytes: sizes.responseBodySize,
            start: timing.startTime,
            end: timing.responseEnd,
          };
        } catch {
          return null; // the page went away first
        }
      })(),
    );
  });
}

async function visitOnce(
  browser: Browser,
  base: string,
  visit: Visit,
  state: Awaited<ReturnType<typeof signedInState>> | undefined,
): Promise<VisitResult> {
  const context: BrowserContext = await browser.newContext({ baseURL: base, storageState: state });
  try {
    const page = await context.newPage();
    const pending: Promise<Transfer | null>[] = [];
    await recordTransfers(page, pending);
    await page.goto(visit.path, { waitUntil: "commit" });
    const handle = await page.waitForFunction(
      ({ selector, pattern }) => {
        const element = document.querySelector<HTMLElement>(selector);
        if (!element || (element as HTMLInputElement).disabled) return false;
        if (pattern && !new RegExp(pattern).test(element.textContent ?? "")) return false;
        return performance.now();
      },
      visit.ready,
      { polling: "raf", timeout: 60_000 },
    );
    const firstDataMs = (await handle.jsonValue()) as number;
    // What the page loads just after (lazy chunks on idle, the rate poller, ...) counts in the transfer.
    await page.waitForLoadState("networkidle").catch(() => undefined);
    const transfers = (await Promise.all(pending)).filter((t): t is Transfer => t !== null);
    const navStart = await page.evaluate(() => performance.timeOrigin);
    for (const t of transfers) {
      t.start -= navStart;
      t.end = t.start + t.end;
    }
    const js = transfers.filter((t) => t.type === "script" || /\.m?js(\?|$)/.test(t.url));
    return {
      name: visit.name,
      firstDataMs,
      jsBytes: js.reduce((a, t) => a + t.bytes, 0),
      totalBytes: transfers.reduce((a, t) => a + t.bytes, 0),
      requests: transfers.length,
      transfers: transfers.sort((a, b) => a.start - b.start),
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

export type FirstVisitReport = {
  base: string;
  runs: number;
  visits: (VisitResult & { firstDataRunsMs: number[] })[];
};

export async function measureFirstVisits(
  base: string,
  options: { runs?: number; executablePath?: string; visits?: Visit[] } = {},
): Promise<FirstVisitReport> {
  const runs = options.runs ?? 3;
  const browser = await chromium.launch({
    executablePath: options.executablePath ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  try {
    const visits = options.visits ?? VISITS;
    const state = visits.some((v) => v.signedIn) ? await signedInState(browser, base) : undefined;
    const out: FirstVisitReport["visits"] = [];
    for (const visit of visits) {
      // One warm-up visit (the server's first answers of a kind: caches, JIT), not counted.
      await visitOnce(browser, base, visit, visit.signedIn ? state : undefined);
      const results: VisitResult[] = [];
      for (let i = 0; i < runs; i++) {
        results.push(await visitOnce(browser, base, visit, visit.signedIn ? state : undefined));
      }
      const firstDataRunsMs = results.map((r) => r.firstDataMs);
      const mid = median(firstDataRunsMs);
      const chosen = results.find((r) => r.firstDataMs === mid) ?? (results[0] as VisitResult);
      out.push({ ...chosen, firstDataRunsMs });
    }
    return { base, runs, visits: out };
  } finally {
    await browser.close();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (value: number, target: number) =>
  `${value <= target ? "within" : "OVER"} (${((value / target) * 100).toFixed(0)}%)`;

export function formatFirstVisitReport(report: FirstVisitReport, waterfall = false): string {
  const lines = [
    `First visits, cold cache, median of ${report.runs} (${report.base})`,
    `${"page".padEnd(24)} ${"first data".padStart(10)}  ${"target".padStart(7)}  ${"".padEnd(13)} ${"JS".padStart(9)} ${"all".padStart(9)} requests  runs`,
  ];
  for (const v of report.visits) {
    lines.push(
      `${v.name.padEnd(24)} ${ms(v.firstDataMs).padStart(10)}  ${ms(FIRST_DATA_TARGET_MS).padStart(7)}  ${ratio(v.firstDataMs, FIRST_DATA_TARGET_MS).padEnd(13)} ${kB(v.jsBytes).padStart(9)} ${kB(v.totalBytes).padStart(9)} ${String(v.requests).padStart(8)}  ${v.firstDataRunsMs.map((r) => Math.round(r)).join(", ")}`,
    );
  }
  const dashboard = report.visits.find((v) => v.name.startsWith("/ "));
  if (dashboard) {
    lines.push(
      `signed-in dashboard load, all JavaScript as transferred: ${kB(dashboard.jsBytes)}, target ${kB(SIGNED_IN_JS_TARGET_BYTES)}: ${ratio(dashboard.jsBytes, SIGNED_IN_JS_TARGET_BYTES)}`,
    );
  }
  if (waterfall) {
    for (const v of report.visits) {
      lines.push("", `${v.name}: requests (start -> end ms after navigation, bytes on the wire, encoding)`);
      for (const t of v.transfers) {
        const url = new URL(t.url);
        lines.push(
          `  ${ms(t.start).padStart(8)} -> ${ms(t.end).padStart(8)} ${kB(t.bytes).padStart(9)} ${t.encoding.padEnd(8)} ${t.type.padEnd(6)} ${url.pathname}${url.search.slice(0, 40)}`,
        );
      }
    }
  }
  return lines.join("\n");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const base = args.find((a) => !a.startsWith("--")) ?? "http://127.0.0.1:8080";
  const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);
  const report = await measureFirstVisits(base, { runs });
  console.log(formatFirstVisitReport(report, args.includes("--waterfall")));
}
