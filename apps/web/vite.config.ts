import { randomUUID } from "node:crypto";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { precompress } from "./build/precompress";
import { pureContract } from "./build/pure-contract";
import { routeChunk } from "./build/route-chunks";

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

export default defineConfig({
  plugins: [react(), pureContract(), versionFile(), precompress(), firstRoute.plugin],
  resolve: {
    alias: [
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
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ["$initial"],
              priority: 4,
            },
            { name: "vendor", test: /node_modules[\\/]/, tags: ["$initial"], priority: 3 },
            {
              name: "app",
              test: /apps[\\/]web[\\/]src[\\/]|packages[\\/]contract[\\/]/,
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
});
