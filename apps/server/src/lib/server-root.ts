import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's folder (`apps/server`), found from this module upwards: the same whether the server runs
 * from its sources (`tsx src/server.ts`, tests) or from the bundle `npm start` runs (`dist/server.js`,
 * `build/bundle.mjs`), so files shipped beside the code (migrations, the WebAuthn script, the web build, the
 * locales) are found from it, never from where a module happens to be.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "@pithead/server")
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("the @pithead/server package folder was not found");
    dir = parent;
  }
}

export const serverRoot = findServerRoot();

/** A path inside the server package: `fromServerRoot("src/db/migrations")`. */
export const fromServerRoot = (...parts: string[]) => join(serverRoot, ...parts);
