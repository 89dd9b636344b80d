import type { Plugin } from "vite";

/** The shared contract's sources (zod schemas and constants), and only them. */
const contractSource = /[\\/]packages[\\/]contract[\\/]src[\\/].*\.ts$/;
const prefix = "/* @__PURE__ */ (() => ";
const suffix = ")()";

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Insertion = { at: number; text: string };

const VLQ = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
function vlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = "";
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += VLQ[digit];
  } while (rest > 0);
  return out;
}

/**
 * Applies insertions (no line breaks in them) and maps every character of the result back to its place in
 * `code`, so the source maps of the build stay exact.
 */
export function insertWithMap(code: string, insertions: Insertion[], source: string) {
  const sorted = [...insertions].sort((a, b) => a.at - b.at);
  let out = "";
  let from = 0;
  for (const { at, text } of sorted) {
    out += code.slice(from, at) + text;
    from = at;
  }
  out += code.slice(from);

  const lines: string[] = [];
  let offset = 0;
  let next = 0;
  let previousLine = 0;
  let previousColumn = 0;
  for (const [line, text] of code.split("\n").entries()) {
    const segments: string[] = [];
    let generatedColumn = 0;
    let previousGenerated = 0;
    for (let column = 0; column <= text.length; column++) {
      const position = offset + column;
      while (next < sorted.length && (sorted[next]?.at ?? 0) === position) {
        generatedColumn += sorted[next]?.text.length ?? 0;
        next++;
      }
      if (column < text.length) {
        segments.push(
          vlq(generatedColumn - previousGenerated) +
            vlq(0) +
            vlq(line - previousLine) +
            vlq(column - previousColumn),
        );
        previousGenerated = generatedColumn;
        previousLine = line;
        previousColumn = column;
      }
      generatedColumn++;
    }
    lines.push(segments.join(","));
    offset += text.length + 1;
  }
  return {
    code: out,
    map: { version: 3, sources: [source], sourcesContent: [code], names: [], mappings: lines.join(";") },
  };
}

function isSchemaLike(init: Node | null | undefined): init is Node {
  return init?.type === "CallExpression";
}

/**
 * Marks the contract's top-level `const x = <call>` declarations (zod schemas: `z.object(...)`,
 * `base.extend(...)`) as pure, wrapped in an annotated arrow call. The contract's modules only declare schemas
 * and constants; without this every schema of an imported module, and so all of zod, stays in whichever chunk
 * reads one constant of it (the dashboard's chart periods pulled zod into the first route). The web build only.
 */
export function pureContract(): Plugin {
  return {
    name: "pithead-pure-contract",
    apply: "build",
    enforce: "post",
    transform: {
      filter: { id: contractSource },
      handler(code, id) {
        const program = this.parse(code) as unknown as { body: Node[] };
        const insertions: Insertion[] = [];
        for (const statement of program.body) {
          const declaration =
            statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node | null) : statement;
          if (declaration?.type !== "VariableDeclaration") continue;
          for (const declarator of declaration.declarations as Node[]) {
            const init = declarator.init as Node | null;
            if (!isSchemaLike(init)) continue;
            if (code[init.end - 1] !== ")")
              throw new Error(`${id}: unexpected initializer end at ${init.end}`);
            insertions.push({ at: init.start, text: prefix }, { at: init.end, text: suffix });
          }
        }
        if (insertions.length === 0) return null;
        return insertWithMap(code, insertions, id);
      },
    },
  };
}
