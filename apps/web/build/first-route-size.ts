import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * The dashboard's first-route JavaScript in a built `dist` (issue 18): the entry chunk and its static imports
 * (modulepreloaded by index.html), plus the lazy chunks of the route a signed-in miner lands on (`/`: the
 * signed-in layout and the dashboard page) with their static imports. Read from Vite's `.vite/manifest.json`.
 *
 *   npx tsx apps/web/build/first-route-size.ts [dist folder, default apps/web/dist] [--json]
 */

/** Budget of the first route, gzip bytes (issue 18: 150 kB, in Vite's units of 1,000 bytes). */
export const FIRST_ROUTE_TARGET_GZIP = 150_000;

/** Route modules `/` renders for a signed-in user: the layout route of the signed-in area, then its index page. */
export const DASHBOARD_ROUTE_MODULES = [
  "src/app/routes/app/app-root.tsx",
  "src/app/routes/app/dashboard.tsx",
];

/**
 * Modules a signed-in dashboard load imports on demand: the session check's identity SDK
 * (`features/session/api/check-session.ts`), the schemas (with zod) the configuration is checked with
 * (`lib/response-schemas.ts`, loaded in parallel with `pools/current`), the dashboard's uPlot chart (loaded
 * while its series is fetched) and a miner's connection card (loaded beside the miner's request), the version
 * check and the exchange-rate poller (just after the first render), the toast (after the `load` event). Not part
 * of the first route (not modulepreloaded), but transferred at every load.
 */
export const START_LAZY_MODULES = [
  "src/lib/identity.ts",
  "src/lib/identity-errors.ts",
  "src/lib/response-schemas.ts",
  "src/components/charts/hashrate-chart.tsx",
  "src/features/dashboard/components/connection-card.tsx",
  "src/features/version/components/version-watcher.tsx",
  "src/features/exchange-rates/components/rate-poller.tsx",
  "src/components/ui/toast/toast-item.tsx",
];

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type Sizes = { raw: number; gzip: number; brotli: number };
/** One file: its sizes, and what the server sends for it (the precompressed `.br` when the build wrote one). */
export type FileFigure = Sizes & { file: string; served: number };

export type FirstRouteReport = {
  dist: string;
  targetGzip: number;
  /** Entry and static imports, then the dashboard route's chunks, in load order. */
  chunks: FileFigure[];
  /** The sum over `chunks`. */
  js: Sizes;
  withinTarget: boolean;
  /** Chunks the signed-in start imports on demand (START_LAZY_MODULES) that are not in `chunks`. */
  startLazyChunks: FileFigure[];
  /** What a signed-in dashboard load transfers for static files, with brotli where the server has it. */
  transfer: {
    html: FileFigure;
    css: FileFigure[];
    js: number;
    startLazyJs: number;
    /** `/static/locales/<lng>.json` (merged by the server from packages/contract/locales; sent as brotli). */
    locale: (Sizes & { language: string }) | null;
    /** index.html + CSS (of every chunk above) + first-route JS + start lazy JS, as `.br` where the build wrote
     * one, + the locale as brotli (the server compresses it). */
    total: number;
  };
};

function sizesOf(source: Buffer): Sizes {
  return {
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }).length,
  };
}

function fileFigure(dist: string, file: string): FileFigure {
  const path = join(dist, file);
  const brPath = `${path}.br`;
  const sizes = sizesOf(readFileSync(path));
  return { file, ...sizes, served: existsSync(brPath) ? readFileSync(brPath).length : sizes.raw };
}

function sum(figures: Sizes[]): Sizes {
  return figures.reduce(
    (a, f) => ({ raw: a.raw + f.raw, gzip: a.gzip + f.gzip, brotli: a.brotli + f.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
}

/** The server's `/static/locales/<lng>.json`: every area file of the language merged, files in name order. */
export function localeJson(localesDir: string, language: string): string | null {
  const dir = join(localesDir, language);
  if (!existsSync(dir)) return null;
  const merged: Record<string, unknown> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    Object.assign(merged, JSON.parse(readFileSync(join(dir, file), "utf8")));
  }
  return JSON.stringify(merged);
}

const here = dirname(fileURLToPath(import.meta.url));
const defaultDist = resolve(here, "../dist");
const defaultLocales = resolve(here, "../../../packages/contract/locales");

/** Keys of `start` and every chunk they import statically, depth first, each once. */
function staticClosure(manifest: Manifest, start: string[], seen = new Set<string>()): string[] {
  const order: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
    order.push(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of start) visit(key);
  return order;
}

/**
 * The manifest key of the chunk holding `module` (a path under apps/web): a lazy entry by its `src`, else a
 * shared chunk (named `_<name>-<hash>.js` in the manifest) found through the sources of its source map.
 */
function chunkOf(dist: string, manifest: Manifest, module: string): string | null {
  const byEntry = Object.keys(manifest).find((k) => manifest[k]?.src === module);
  if (byEntry) return byEntry;
  const wanted = resolve(here, "..", module);
  const found = Object.keys(manifest).find((key) => {
    const file = manifest[key]?.file ?? "";
    const mapPath = join(dist, `${file}.map`);
    if (!file.endsWith(".js") || !existsSync(mapPath)) return false;
    const { sources } = JSON.parse(readFileSync(mapPath, "utf8")) as { sources: string[] };
    return sources.some((source) => resolve(dirname(mapPath), source) === wanted);
  });
  return found ?? null;
}

export function firstRouteSize(
  dist: string = defaultDist,
  options: { language?: string; localesDir?: string } = {},
): FirstRouteReport {
  const manifestPath = join(dist, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build the web app (build.manifest is on in vite.config.ts)`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.length}`);
  const entryKey = entries[0]?.[0] ?? "";
  const initial = new Set(staticClosure(manifest, [entryKey]));
  const routeKeys = DASHBOARD_ROUTE_MODULES.map((src) => {
    const key = chunkOf(dist, manifest, src);
    if (!key) throw new Error(`No chunk of ${dist} holds ${src}`);
    if (initial.has(key))
      throw new Error(`${src} is in the entry's chunks: the dashboard route is no longer lazy`);
    return key;
  });

  const seen = new Set<string>();
  const firstRoute = staticClosure(manifest, [entryKey, ...routeKeys], seen);
  const chunks = firstRoute.map((key) => fileFigure(dist, manifest[key]?.file ?? ""));
  const js = sum(chunks);

  // A module found in no chunk (a re-export only module folded into its importer) adds nothing.
  const startKeys = START_LAZY_MODULES.flatMap((src) => chunkOf(dist, manifest, src) ?? []);
  const startLazy = staticClosure(manifest, startKeys, seen);
  const startLazyChunks = startLazy.map((key) => fileFigure(dist, manifest[key]?.file ?? ""));

  const cssFiles = [...new Set([...firstRoute, ...startLazy].flatMap((key) => manifest[key]?.css ?? []))];
  const css = cssFiles.map((file) => fileFigure(dist, file));
  const html = fileFigure(dist, "index.html");
  const language = options.language ?? "en";
  const localeText = localeJson(options.localesDir ?? defaultLocales, language);
  const locale = localeText === null ? null : { language, ...sizesOf(Buffer.from(localeText)) };

  const served = (figures: FileFigure[]) => figures.reduce((a, f) => a + f.served, 0);
  const jsServed = served(chunks);
  const startLazyJs = served(startLazyChunks);
  const statics = html.served + served(css) + jsServed + startLazyJs;
  return {
    dist,
    targetGzip: FIRST_ROUTE_TARGET_GZIP,
    chunks,
    js,
    withinTarget: js.gzip <= FIRST_ROUTE_TARGET_GZIP,
    startLazyChunks,
    transfer: {
      html,
      css,
      js: jsServed,
      startLazyJs,
      locale,
      total: statics + (locale?.brotli ?? 0),
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
const row = (label: string, s: Sizes) =>
  `${label.padEnd(44)} ${kb(s.raw).padStart(11)} ${kb(s.gzip).padStart(11)} ${kb(s.brotli).padStart(11)}`;

export function formatFirstRouteReport(report: FirstRouteReport): string {
  const lines = [
    `First-route JS of the dashboard (${report.dist})`,
    `${"".padEnd(44)} ${"raw".padStart(11)} ${"gzip".padStart(11)} ${"brotli".padStart(11)}`,
    ...report.chunks.map((c) => row(`  ${c.file}`, c)),
    row("total", report.js),
    `target: ${kb(report.targetGzip)} gzip -> ${kb(report.js.gzip)} gzip: ${
      report.withinTarget ? "within" : "OVER"
    } (${((report.js.gzip / report.targetGzip) * 100).toFixed(0)}%)`,
    "",
    "Loaded on demand by a signed-in dashboard load (session check, configuration check, chart, connection card, version check, rates, toast):",
    ...report.startLazyChunks.map((c) => row(`  ${c.file}`, c)),
    row("total", sum(report.startLazyChunks)),
    "",
    "A signed-in dashboard load transfers (static files, .br where the build wrote one):",
    `  index.html ${kb(report.transfer.html.served)}, CSS ${kb(report.transfer.css.reduce((a, c) => a + c.served, 0))} (${report.transfer.css.length} files), first-route JS ${kb(report.transfer.js)}, start lazy JS ${kb(report.transfer.startLazyJs)}`,
    report.transfer.locale
      ? `  /static/locales/${report.transfer.locale.language}.json ${kb(report.transfer.locale.brotli)} as brotli (${kb(report.transfer.locale.raw)} raw, gzip ${kb(report.transfer.locale.gzip)})`
      : "  no locale file found",
    `  total ${kb(report.transfer.total)}`,
  ];
  return lines.join("\n");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dist = resolve(args.find((a) => !a.startsWith("--")) ?? defaultDist);
  const report = firstRouteSize(dist);
  console.log(args.includes("--json") ? JSON.stringify(report, null, 2) : formatFirstRouteReport(report));
}
