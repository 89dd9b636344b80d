import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";

/**
 * What every-page.spec.ts checks on each page: the texts a user sees (placeholders, raw translation keys,
 * English left in a Russian or Chinese page) and the axe-core audit of WCAG 2.1 A and AA.
 */

export type Language = "en" | "ru" | "cn";

const localesDir = resolve(import.meta.dirname, "../../../../packages/contract/locales");

/** Every translation of a language, flattened: `area.key.sub` -> text. */
function flatLocale(language: Language): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === "string") flat.set(prefix, node);
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
  };
  const dir = resolve(localesDir, language);
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json")))
    walk(JSON.parse(readFileSync(resolve(dir, file), "utf8")), "");
  return flat;
}

const locales = { en: flatLocale("en"), ru: flatLocale("ru"), cn: flatLocale("cn") };
const topLevelKeys = new Set([...locales.en.keys()].map((key) => key.split(".")[0]));
const rawKeyPattern = /^[a-zA-Z][\w-]*(\.[\w-]+)+$/;

/**
 * Latin words that are the same in every language: names, units, standards. Each entry is a word (matched
 * whole, case-sensitive). Words that the ru/cn translations themselves keep in Latin letters (Control Hub,
 * Telegram, TOTP...) are allowed without being listed here.
 */
const sameInEveryLanguage = [
  "Pithead",
  "BTC",
  "RUB",
  "USD",
  "USDT",
  "UTC",
  "TH",
  "PH",
  "EH",
  "GH",
  "MH",
  "KH",
  "Telegram",
  "TOTP",
  "CSV",
  "PDF",
  "JSON",
  "API",
  "FPPS",
  "PPS",
  "English",
  // Demo data: account and worker names, the pool's customers' titles (the seed writes them in English).
  "alice",
  "bob",
  "carol",
  "dave",
  "northhub",
  "North",
  "Hub",
  "customer",
];

type LatinTemplate = { pattern: RegExp; key: string };

/** An en text with `{{values}}` as a pattern: a text of the page that fits it is that text, filled in. */
function templatesOf(values: Map<string, string>): LatinTemplate[] {
  const templates: LatinTemplate[] = [];
  for (const [key, value] of values) {
    if (!value.includes("{{") || /<\/?\d+>/.test(value)) continue;
    const literal = value.replace(/\{\{[^}]*\}\}/g, " ");
    if (!/[A-Za-z]{3,}/.test(literal)) continue;
    const source = value
      .split(/\{\{[^}]*\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"))
      .join(".+?");
    templates.push({ pattern: new RegExp(`^${source}$`, "s"), key });
  }
  return templates;
}

const enTemplates = templatesOf(locales.en);
/** The language's own filled-in texts: a text that fits one is no English left in place ("{{amount}} RUB"). */
const localTemplates = { ru: templatesOf(locales.ru), cn: templatesOf(locales.cn) };

/** Latin words of the language's own translations: kept on purpose (names, standards). */
function latinWordsOf(values: Map<string, string>): Set<string> {
  const words = new Set(sameInEveryLanguage);
  for (const value of values.values())
    for (const word of value.replace(/\{\{[^}]*\}\}/g, " ").match(/[A-Za-z]{2,}/g) ?? []) words.add(word);
  return words;
}

const latinWords = { ru: latinWordsOf(locales.ru), cn: latinWordsOf(locales.cn) };

export type SeenText = { text: string; where: string };

/** The visible texts of the page (text nodes, labels and placeholders, the title), with where each is. */
export function visibleTexts(page: Page): Promise<SeenText[]> {
  return page.evaluate(() => {
    const out: { text: string; where: string }[] = [];
    const clean = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const testId = element.getAttribute("data-testid");
      const role = element.getAttribute("role");
      return `${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ""}${role ? `[role=${role}]` : ""}`;
    };
    // `translate="no"` (HTML) marks data the product shows as typed or received: names, user agents, comments;
    // a textarea's text is its value, typed by a user.
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) &&
      !element.closest('script,style,noscript,template,textarea,[translate="no"]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = clean(node.textContent);
      if (parent && text && shown(parent)) out.push({ text, where: describe(parent) });
    }
    for (const element of document.body.querySelectorAll("[aria-label],[placeholder],[title],[alt]")) {
      if (!shown(element)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const text = clean(element.getAttribute(name));
        if (text) out.push({ text, where: `${describe(element)}@${name}` });
      }
    }
    const title = clean(document.title);
    if (title) out.push({ text: title, where: "document.title" });
    return out;
  });
}

/** Data, not words: e-mails, addresses and ids, links, numbers, hashes. */
function isData(word: string): boolean {
  return (
    /@/.test(word) ||
    /^(bc1|tb1|bcrt1)[a-z0-9]{8,}$/i.test(word) ||
    /^[13mn2][a-km-zA-HJ-NP-Z1-9]{25,}$/.test(word) ||
    /^https?:\/\//.test(word) ||
    /\d/.test(word) ||
    /^[0-9a-f-]{8,}$/i.test(word)
  );
}

/** The findings of one text: `{{`, a raw key, English in a ru/cn page. Empty when the text is fine. */
export function textFindings(seen: SeenText, language: Language): string[] {
  const { text } = seen;
  const findings: string[] = [];
  if (text.includes("{{") || text.includes("}}")) findings.push("placeholder left in the text");
  if (rawKeyPattern.test(text) && (locales.en.has(text) || topLevelKeys.has(text.split(".")[0] ?? "")))
    findings.push("raw translation key");
  if (language === "en") return findings;
  const local = locales[language];
  const localTexts = new Set(local.values());
  if (localTexts.has(text) || /[\u0400-\u04ff\u3000-\u9fff\uff00-\uffef]/.test(text)) return findings;
  const enKeys = [...locales.en].filter(([, value]) => value === text).map(([key]) => key);
  if (enKeys.length > 0) {
    findings.push(`English (en text of ${enKeys.slice(0, 2).join(", ")})`);
    return findings;
  }
  // Only a template whose own words are English (not names or units kept in every language: "{{amount}} RUB").
  const template = enTemplates.find(
    (item) =>
      item.pattern.test(text) &&
      local.get(item.key) !== locales.en.get(item.key) &&
      (locales.en.get(item.key) ?? "")
        .replace(/\{\{[^}]*\}\}/g, " ")
        .match(/[A-Za-z]{2,}/g)
        ?.some((word) => !latinWords[language].has(word)),
  );
  if (template && !localTemplates[language].some((item) => item.pattern.test(text))) {
    findings.push(`English (en text of ${template.key}, filled in)`);
    return findings;
  }
  const words = text.split(/[\s,;:()[\]"'«»/]+/).filter((word) => word && !isData(word));
  const latin = words.filter((word) => /^[A-Za-z][A-Za-z'’.!?-]*$/.test(word));
  const unknown = latin
    .map((word) => word.replace(/[.!?'’-]+$/g, ""))
    .filter((word) => word.length >= 2 && !latinWords[language].has(word));
  if (latin.length >= 2 && unknown.length > 0)
    findings.push(`English words (${unknown.slice(0, 5).join(" ")})`);
  return findings;
}

export type AxeFinding = { rule: string; impact: string; help: string; targets: string[] };

// axe-core as @axe-core/playwright ships it. Its AxeBuilder injects axe into every frame and opens a blank page
// for each audit (5-30 s an audit on this machine); the app has no frames, so axe is injected once per document
// and run in it (the same rules and results, a fraction of the time).
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve(
    "axe-core/axe.min.js",
  ),
  "utf8",
);

/** The axe-core audit of WCAG 2.1 A and AA rules (tags wcag2a, wcag2aa, wcag21a, wcag21aa) on the page now. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      // Only the violations are read: passes and incomplete results are not collected.
      resultTypes: ["violations"],
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "",
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  });
}

/** Counts the app's requests in flight (installed before any page script), for `settle`. */
export const countRequests = () => {
  const state = window as unknown as { __pending: number };
  state.__pending = 0;
  const original = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    state.__pending += 1;
    return original(...args).finally(() => {
      state.__pending -= 1;
    });
  };
};

/**
 * Waits for the page's data to settle: no request in flight, nothing busy (`aria-busy`, a spinner), the
 * address and the text unchanged, all for 400 ms (at most `timeout`; a page that never settles is scanned
 * as it is then).
 */
export async function settle(page: Page, timeout = 10_000): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const state = window as unknown as { __pending?: number; __settle?: { key: string; since: number } };
        const busy =
          (state.__pending ?? 0) > 0 ||
          document.querySelector('[aria-busy="true"], [class*="_spinner_"], [class*="_loading_"]') !== null ||
          !document.body.innerText.trim();
        const key = busy ? "" : `${location.href}|${document.body.innerText.length}`;
        if (!key || key !== state.__settle?.key) {
          state.__settle = { key, since: Date.now() };
          return false;
        }
        return Date.now() - state.__settle.since >= 400;
      },
      undefined,
      { timeout, polling: 100 },
    )
    .catch(() => undefined);
}

/**
 * Opens `href` the way a link in the app would (the router's own navigation, no reload), or with a full load
 * when the app is not on screen yet.
 */
export async function visit(page: Page, href: string): Promise<void> {
  const inApp = await page.evaluate(() => document.getElementById("root")?.childElementCount ?? 0);
  if (!inApp) {
    await page.goto(href);
  } else {
    await page.evaluate((target) => {
      const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, "", target);
      window.dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    }, href);
  }
  await settle(page);
}
