import { resolve } from "node:path";
import type { Plugin } from "vite";

const IMPORT =
  /(?:^|[;\n])\s*import\s+(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s*as\s+[\w$]+)?\s*from\s*["']([^"']+)["']|(?:^|[;\n])\s*import\s*["']([^"']+)["']/g;
const RE_EXPORT =
  /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']|export\s*\*\s*(?:as\s+[\w$]+\s*)?from\s*["']([^"']+)["']/g;
/** A feature's index: nothing but re-exports. */
const BARREL =
  /^(?:\s*(?:export\s*(?:type\s*)?(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)\s*from\s*["'][^"']+["'];?|\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*$/;

/** `a, b as c, type d` -> the exported names: a, b. */
function importedNames(list: string): string[] {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("type "))
    .map((part) => part.split(/\s+as\s+/)[0] as string);
}

/**
 * One chunk for the static closure of some route modules (issue 18). Left to automatic splitting, the modules
 * the signed-in layout and the dashboard share with other pages land in about twenty chunks of a few hundred
 * bytes each, and gzip compresses each alone: the dashboard's first route paid about 6 kB for the split. The
 * group holds the app modules (`src/`, not the contract, not libraries) the route modules reach through static
 * imports and not held by the entry's groups (higher priority). Through a feature's index only the re-exports
 * a module imports are followed, so the group holds what the routes use, as the tree-shaker sees it. Another
 * page that shares a module loads this chunk too (the signed-in pages load the layout anyway). What the other
 * route modules given (the signed-out area's) reach too goes to a second chunk, `<name>-common`, so those pages
 * do not load the signed-in layout and the dashboard.
 */
export function routeChunk(
  root: string,
  name: string,
  routeModules: readonly string[],
  otherRouteModules: readonly string[],
  commonName: string,
) {
  const starts = routeModules.map((file) => resolve(root, file));
  const others = otherRouteModules.map((file) => resolve(root, file));
  const src = resolve(root, "src");
  const held = new Set<string>();
  const shared = new Set<string>();

  const plugin: Plugin = {
    name: "pithead-route-chunks",
    apply: "build",
    async buildEnd() {
      held.clear();
      shared.clear();
      const resolveFrom = async (specifier: string, importer: string) => {
        const resolved = await this.resolve(specifier, importer);
        return resolved && !resolved.external && resolved.id.startsWith(src) ? resolved.id : null;
      };
      /** Visits `id` for the given imported names (null: the whole module). */
      const visit = async (id: string, names: string[] | null, seen: Set<string>): Promise<void> => {
        const code = this.getModuleInfo(id)?.code;
        if (code == null) return;
        if (BARREL.test(code) && names) {
          for (const match of code.matchAll(RE_EXPORT)) {
            const [, list, from, starFrom] = match;
            const wanted = list ? importedNames(list).filter((name) => names.includes(name)) : names;
            if (!wanted.length) continue;
            const target = await resolveFrom((from ?? starFrom) as string, id);
            if (target) await visit(target, wanted, seen);
          }
          return;
        }
        if (seen.has(id)) return;
        seen.add(id);
        for (const match of code.matchAll(IMPORT)) {
          const [, defaultName, list, from, bare] = match;
          const target = await resolveFrom((from ?? bare) as string, id);
          if (!target) continue;
          const wanted = list === undefined ? null : importedNames(list);
          if (defaultName && wanted) wanted.push("default");
          if (wanted && !wanted.length && !bare) continue;
          await visit(target, wanted, seen);
        }
      };
      for (const start of starts) await visit(start, null, held);
      const elsewhere = new Set<string>();
      for (const start of others) await visit(start, null, elsewhere);
      for (const id of held) if (elsewhere.has(id)) shared.add(id);
    },
  };

  const groups = [
    { name: commonName, test: (moduleId: string) => shared.has(moduleId), priority: 1 },
    { name, test: (moduleId: string) => held.has(moduleId) && !shared.has(moduleId), priority: 1 },
  ];

  return { plugin, groups };
}
