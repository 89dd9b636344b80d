/**
 * The first requests of a page load, sent before any of the app's code is there (issue 42: a first visit showed
 * its data 2-3 s after navigation, most of it waiting for chunks that only start once the previous one ran).
 *
 * An entry of its own with no imports, written into index.html as a classic script (build/route-preloads.ts), so
 * the browser runs it as soon as it arrives, while React and the app still load. On a page of the signed-in area it
 * - asks the session (`whoami`) and the identity (`GET identity`), which the page order (SPEC section 2) would ask
 *   only after the router's code ran; the answers wait in `window.__pitheadEarly` for the first session check and
 *   identity load (`takeEarlyResponse`), each taken once, so a later check asks again;
 * - preloads the chunks of its area (the signed-in layout and dashboard, or the sign-in pages), named by the build
 *   in index.html (`#route-preloads`, build/route-preloads.ts), so they arrive while the entry's code runs.
 * - on every page, preloads the translations of the language the app will most likely choose (the stored choice,
 *   else the browser's first language the product speaks: `likelyLanguage` in lib/i18n.ts, which this repeats
 *   because it may import nothing), which the app would ask only once its code ran; i18next's request takes it.
 * The watch area, the sign-in pages, the invitation and the error pages ask nothing here: a visitor there has no
 * session to check, or a watcher's token that must not meet `whoami`.
 */

type EarlyName = "whoami" | "identity";
type EarlyRequests = Partial<Record<EarlyName, { url: string; response: Promise<Response> }>>;

declare global {
  interface Window {
    __pitheadEarly?: EarlyRequests;
  }
}

type Preloads = { app?: string[]; dashboard?: string[]; auth?: string[] };

// One function call: the file is loaded as a classic script (see build/route-preloads.ts), so nothing of it may
// reach the page's global scope.
(() => {
  const path = location.pathname;
  const outside = /^\/(watch|invitation|404|500)(\/|$)/.test(path);
  const signIn = /^(\/[^/]+)?\/auth(\/|$)/.test(path);

  function ask(url: string): { url: string; response: Promise<Response> } {
    const response = fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
    response.catch(() => undefined); // a failure shows when the app asks itself
    return { url: new URL(url, location.href).href, response };
  }

  /** As Vite's own preloads do (`crossorigin`), so the router's imports and stylesheets take these answers. */
  function preload(files: readonly string[]): void {
    for (const file of new Set(files)) {
      const link = document.createElement("link");
      link.crossOrigin = "";
      if (file.endsWith(".css")) {
        link.rel = "preload";
        link.setAttribute("as", "style");
      } else {
        link.rel = "modulepreload";
      }
      link.href = file;
      document.head.appendChild(link);
    }
  }

  function readPreloads(): Preloads {
    try {
      return JSON.parse(document.getElementById("route-preloads")?.textContent || "{}") as Preloads;
    } catch {
      return {};
    }
  }

  /** lib/i18n.ts's `likelyLanguage`, for the languages the product speaks. */
  function likelyLanguage(): string | undefined {
    const of = (tag: string | null | undefined) => {
      const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
      return primary === "zh" || primary === "cn"
        ? "cn"
        : primary === "ru" || primary === "en"
          ? primary
          : undefined;
    };
    let stored: string | null = null;
    try {
      stored = localStorage.getItem("pithead.language");
    } catch {
      // storage disabled: nothing was chosen
    }
    if (stored === "en" || stored === "ru" || stored === "cn") return stored;
    const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
    return tags.map(of).find(Boolean);
  }

  const language = likelyLanguage();
  if (language) {
    // As lib/i18n.ts's `fetchLocale` asks (CORS mode, same-origin credentials), so its fetch takes this answer.
    const link = document.createElement("link");
    link.rel = "preload";
    link.setAttribute("as", "fetch");
    link.crossOrigin = "anonymous";
    link.href = `/static/locales/${language}.json`;
    document.head.appendChild(link);
  }

  if (!outside) {
    const preloads = readPreloads();
    if (signIn) preload(preloads.auth ?? []);
    else {
      window.__pitheadEarly = {
        whoami: ask("/identity/sessions/whoami"),
        identity: ask("/api/backend/v0.1/identity"),
      };
      preload([...(preloads.app ?? []), ...(path === "/" ? (preloads.dashboard ?? []) : [])]);
    }
  }
})();

export {};
