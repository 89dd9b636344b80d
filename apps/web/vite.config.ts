import { randomUUID } from "node:crypto";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { precompress } from "./build/precompress";
import { pureContract } from "./build/pure-contract";
import { routeChunk } from "./build/route-chunks";
import { routePreloads } from "./build/route-preloads";

const serverUrl = process.env.PITHEAD_SERVER_URL ?? "http://127.0.0.1:8080";
/**
 * The dev proxy keeps the browser's `Host` (Vite's string form would rewrite it to the server's): the server's
 * cross-origin check (plugins/same-origin.ts) then sees a page on :5173 as the request's own origin.
 */
const toServer = { target: serverUrl, changeOrigin: false };

/** Writes `meta/version.json` into the build: a new value for every build, read by the version check. */
function versionFile(): Plugin {
  const version = `${process.env.npm_package_version ?? "0.0.0"}+${Date.now().toString(36)}.${randomUUID().slice(0, 8)}`;
  return {
    name: "pithead-version-file",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "meta/version.json", source: JSON.stringify({ version }) });
    },
  };
}

// The route modules a signed-in miner lands on (`/`): the layout, then the page (build/first-route-size.ts); what
// the signed-out area and the error pages share with them is a chunk of its own.
const firstRoute = routeChunk(
  import.meta.dirname,
  "app-shell",
  ["src/app/routes/app/app-root.tsx", "src/app/routes/app/dashboard.tsx"],
  [
    "src/app/routes/auth/auth-root.tsx",
    ...["login", "registration", "name", "password", "recovery", "verification", "identity-error"].map(
      (page) => `src/app/routes/auth/${page}.tsx`,
    ),
    "src/app/routes/auth/operator-auth.tsx",
    "src/app/routes/auth/invitation.tsx",
    "src/app/routes/errors/not-found.tsx",
    "src/app/routes/errors/internal-error.tsx",
  ],
  "shared",
);

// What a first visit's area needs beyond the entry, preloaded by src/boot/early-requests.ts: the signed-in layout
// (and on `/` the dashboard's chart and connection card), or the sign-in pages with the identity SDK.
const firstVisitPreloads = routePreloads(
  import.meta.dirname,
  "src/boot/early-requests.ts",
  {
    app: [
      "src/app/routes/lazy-routes.ts",
      "src/app/routes/app/app-root.tsx",
      "src/lib/response-schemas.ts",
      "src/features/session/api/session-model.ts",
    ],
    dashboard: [
      "src/app/routes/app/dashboard.tsx",
      "src/features/dashboard/api/prefetch-dashboard.ts",
      "src/components/charts/hashrate-chart.tsx",
      "src/features/dashboard/components/connection-card.tsx",
    ],
    auth: [
      "src/app/routes/lazy-routes.ts",
      "src/app/routes/auth/auth-root.tsx",
      "src/app/routes/auth/login.tsx",
      "src/app/routes/auth/registration.tsx",
      "src/lib/identity.ts",
      "src/lib/identity-errors.ts",
      "src/lib/response-schemas.ts",
    ],
  },
  [
    {
      areas: ["app", "dashboard"],
      file: /\/zod-/,
      why: "zod reached the signed-in first route (a module it shares with a page that uses zod: keep the shared parts in a zod-free module, as packages/contract/src/chart-periods.ts does)",
    },
  ],
);

/**
 * React Router's package exports name only its development build (ENABLE_DEV_WARNINGS on, in every condition:
 * remix-run/react-router#12532, #14102); a production build takes the production build the package also ships,
 * the same code with the development warnings compiled out.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: `${import.meta.dirname}/../../node_modules/react-router/dist/production/index.mjs`,
};

/**
 * A production build renders with Preact 11 through `preact/compat` (React 19's API: hooks, `use`, ref as a prop,
 * portals, `createRoot`) in place of react-dom: about 10 kB compressed instead of 57, which keeps a signed-in
 * dashboard load's JavaScript under its 150 kB budget (issue 42, `npm run bench`). Development and the component
 * tests run React itself; the Playwright suite runs the production build, so every page and flow is tested on what
 * ships. compat maps React's event names (onChange on inputs, a bubbling onFocus/onBlur) to the DOM's.
 */
const preactInProduction = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/compat/jsx-runtime" },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), pureContract(), versionFile(), precompress(), firstRoute.plugin, firstVisitPreloads],
  resolve: {
    alias: [
      ...(command === "build" ? [reactRouterProduction, ...preactInProduction] : []),
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: `${import.meta.dirname}/build/use-sync-external-store-shim.ts`,
      },
    ],
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: {
      "/api": toServer,
      "/identity": toServer,
      "/static/locales": toServer,
      "/meta": toServer,
    },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    // `.vite/manifest.json`: which chunks each route needs (read by build/first-route-size.ts).
    manifest: true,
    rolldownOptions: {
      // React Router reads React 19's `useOptimistic` by name and falls back when it is absent, as under Preact.
      onLog(level, log, handler) {
        if (log.code === "IMPORT_IS_UNDEFINED" && log.message.includes("`useOptimistic`")) return;
        handler(level, log);
      },
      // The app's and the contract's modules have no side effects on import (CSS files keep theirs): a module
      // only some of whose exports are used (a feature's index, the contract's barrel) brings just those, which
      // keeps zod, the identity SDK and other routes' code out of the dashboard's first route (issue 18).
      treeshake: {
        moduleSideEffects: [
          { test: /packages[\\/]contract[\\/]src[\\/].*\.ts$/, sideEffects: false },
          { test: /apps[\\/]web[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
      output: {
        // Libraries the entry imports get chunks of their own: they stay cached across releases. `$initial` keeps
        // the groups to what the entry needs; everything else (zod, uPlot, the identity SDK, WebAuthn, the
        // screens) is split by route (`lazy` in app/routes) or loaded on use. `npx tsx build/first-route-size.ts`
        // measures the dashboard's first route against its budget.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/,
              tags: ["$initial"],
              priority: 4,
            },
            { name: "vendor", test: /node_modules[\\/]/, tags: ["$initial"], priority: 3 },
            // zod (the forms' and pages' schemas) in a chunk of its own, so it never lands in a route chunk
            // that the dashboard loads when a page it shares modules with uses zod.
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 3 },
            {
              name: "app",
              // Not the early script (src/boot): an entry of its own that must import nothing.
              test: /apps[\\/]web[\\/]src[\\/](?!boot[\\/])|packages[\\/]contract[\\/]/,
              tags: ["$initial"],
              priority: 2,
            },
            ...firstRoute.groups,
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
    // Above the 5 s a `findBy*` may wait (src/test/setup.ts).
    testTimeout: 15_000,
  },
}));
