import { randomUUID } from "node:crypto";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { precompress } from "./build/precompress";

const serverUrl = process.env.PITHEAD_SERVER_URL ?? "http://127.0.0.1:8080";

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

export default defineConfig({
  plugins: [react(), versionFile(), precompress()],
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: {
      "/api": serverUrl,
      "/identity": serverUrl,
      "/static/locales": serverUrl,
      "/meta": serverUrl,
    },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries every page needs at start get chunks of their own: they stay cached across releases.
        // Everything else (identity SDK, WebAuthn, the screens) is split by route (`lazy` in app/routes).
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ["$initial"],
              priority: 2,
            },
            { name: "vendor", test: /node_modules[\\/]/, tags: ["$initial"], priority: 1 },
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
  },
});
