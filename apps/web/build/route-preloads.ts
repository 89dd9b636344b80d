import { resolve } from "node:path";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/** What each area of a first visit needs beyond the entry, by source module (see boot/early-requests.ts). */
export type PreloadAreas = Record<string, readonly string[]>;

/**
 * Writes `<script type="application/json" id="route-preloads">` into index.html: for each area, the files (chunks
 * with their static imports, and their CSS) that the given source modules need and the entry does not load
 * itself. `src/boot/early-requests.ts` preloads the list of the page's area at once, so route chunks that the
 * router would ask for only after the entry's code ran (0.4 s on the 2-core machine) arrive meanwhile (issue 42).
 * A JSON block, not a script: the Content-Security-Policy allows no inline script. `early` is that script's module.
 */
/** A chunk the given areas must not load (the build fails): `zod` on the signed-in first route, say. */
export type Forbidden = { areas: readonly string[]; file: RegExp; why: string };

export function routePreloads(
  root: string,
  early: string,
  areas: PreloadAreas,
  forbidden: Forbidden[] = [],
): Plugin {
  const earlyId = resolve(root, early);
  return {
    name: "pithead-route-preloads",
    apply: "build",
    // The early script is an entry of its own (Vite would fold a second module script of index.html into the
    // first entry, which runs only after React and the app arrived); its tag is written first in the head.
    options(options) {
      const input = options.input ?? resolve(root, "index.html");
      const inputs: Record<string, string> =
        typeof input === "string"
          ? { index: input }
          : Array.isArray(input)
            ? Object.fromEntries(input.map((file, i) => [`index${i || ""}`, file]))
            : input;
      return { ...options, input: { ...inputs, "early-requests": earlyId } };
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entryFiles = new Set<string>();
        const closure = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
        };
        for (const chunk of chunks)
          if (chunk.isEntry && chunk.facadeModuleId !== earlyId) closure(chunk.fileName, entryFiles);
        const earlyChunk = chunks.find((chunk) => chunk.facadeModuleId === earlyId);
        if (!earlyChunk || earlyChunk.imports.length)
          throw new Error("route preloads: the early script must import nothing");
        const map: Record<string, string[]> = {};
        for (const [area, modules] of Object.entries(areas)) {
          const files = new Set<string>();
          for (const module of modules) {
            const id = resolve(root, module);
            const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
            if (!chunk) throw new Error(`route preloads: no chunk holds ${module}`);
            closure(chunk.fileName, files);
          }
          const wanted = [...files].filter((file) => !entryFiles.has(file));
          const css = wanted.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          map[area] = [...wanted, ...css].map((file) => `/${file}`);
          for (const rule of forbidden) {
            const bad = rule.areas.includes(area) && map[area].find((file) => rule.file.test(file));
            if (bad) throw new Error(`route preloads: the ${area} area loads ${bad}: ${rule.why}`);
          }
        }
        // Right after `<meta charset>` (which must stay in the first 1024 bytes), before the entry's tags. The early
        // script is a classic one (its code is one function call, no imports): it runs the moment it arrives, where
        // a module script, even `async`, ran only after the entry's modules had been evaluated. The list precedes it.
        const tags =
          `<script type="application/json" id="route-preloads">${JSON.stringify(map)}</script>\n` +
          `    <script src="/${earlyChunk.fileName}"></script>`;
        const charset = /<meta charset="UTF-8" \/>/i;
        if (!charset.test(html))
          throw new Error("route preloads: index.html has no <meta charset> to follow");
        return html.replace(charset, (tag) => `${tag}\n    ${tags}`);
      },
    },
  };
}
