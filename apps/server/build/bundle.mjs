// `npm run build -w apps/server` (run by `npm ci` through the root `prepare`, and by `npm start` when the sources
// changed since): the server's own code and the shared contract bundled by esbuild into `dist/` (ESM, one chunk
// per dynamic import), with every npm dependency left external. `npm start` runs `node dist/server.js`: loading
// some 400 TypeScript modules through tsx's loader hooks took about 3 s of each start, the bundle a fraction of
// that. Tests and `npm run dev` still run the sources through tsx. Paths to files shipped beside the code come
// from `src/lib/server-root.ts`, the same from either.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const root = join(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const bundled = new Set(["@pithead/contract"]);
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(join(root, "dist"), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { server: "src/server.ts" },
  outdir: "dist",
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  external,
  logLevel: "warning",
});
