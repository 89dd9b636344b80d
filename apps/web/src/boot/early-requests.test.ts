import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_STORAGE_KEY, likelyLanguage } from "../lib/i18n";

/** Runs the early script as a page load would (it is one function call on import). */
async function runEarlyScript(preloads: object = {}) {
  const list = document.createElement("script");
  list.type = "application/json";
  list.id = "route-preloads";
  list.textContent = JSON.stringify(preloads);
  document.head.appendChild(list);
  vi.resetModules();
  await import("./early-requests");
}

const links = (selector: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(selector)].map((link) => new URL(link.href).pathname);

beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("{}"));
});
afterEach(() => {
  document.head.innerHTML = "";
  delete window.__pitheadEarly;
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("the early script (src/boot/early-requests.ts)", () => {
  it.each([
    ["a stored choice", "ru", ["en-US"]],
    ["the browser's first language the product speaks", null, ["de-DE", "zh-CN", "en"]],
    ["English", null, ["en-GB"]],
  ])("preloads the translations i18n will choose: %s", async (_name, stored, browser) => {
    if (stored) localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
    vi.spyOn(navigator, "languages", "get").mockReturnValue(browser);
    await runEarlyScript();
    expect(links('link[rel="preload"][as="fetch"]')).toEqual([`/static/locales/${likelyLanguage()}.json`]);
  });

  it("asks the session and the identity on a signed-in page and preloads its chunks once each", async () => {
    window.history.replaceState(null, "", "/");
    await runEarlyScript({
      app: ["/assets/a.js", "/assets/b.css"],
      dashboard: ["/assets/a.js", "/assets/c.js"],
    });
    expect(Object.keys(window.__pitheadEarly ?? {})).toEqual(["whoami", "identity"]);
    expect(links('link[rel="modulepreload"]')).toEqual(["/assets/a.js", "/assets/c.js"]);
    expect(links('link[rel="preload"][as="style"]')).toEqual(["/assets/b.css"]);
  });

  it("asks nothing on a watch page or a sign-in page, which preloads its own chunks", async () => {
    window.history.replaceState(null, "", "/watch/token-1");
    await runEarlyScript({ app: ["/assets/a.js"], auth: ["/assets/login.js"] });
    expect(window.__pitheadEarly).toBeUndefined();
    expect(links('link[rel="modulepreload"]')).toEqual([]);
    window.history.replaceState(null, "", "/auth/login");
    await runEarlyScript({ app: ["/assets/a.js"], auth: ["/assets/login.js"] });
    expect(window.__pitheadEarly).toBeUndefined();
    expect(links('link[rel="modulepreload"]')).toEqual(["/assets/login.js"]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
