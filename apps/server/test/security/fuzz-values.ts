/**
 * Values for the schema fuzz suite: a seeded PRNG, a minimal valid value for an OpenAPI (JSON) schema, and the
 * hostile values each place of a request is replaced by (JSON values for bodies, raw text for query and path).
 */

/** The demo's seeded PRNG (mulberry32): the same seed gives the same run. */
export { seededRandom as mulberry32 } from "../../src/modules/telemetry/simulator/prng";

export type Rng = () => number;
export const randomInt = (rng: Rng, n: number) => Math.floor(rng() * n);
export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[randomInt(rng, xs.length)] as T;

/** `n` items of `xs` in a seeded random order (all of them when `n` >= the length). */
export function sample<T>(rng: Rng, xs: readonly T[], n: number): T[] {
  const copy = [...xs];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

/** The parts of a JSON schema (as @fastify/swagger writes them from zod) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Strings tried in order for a string schema with a pattern or a format: the first that fits is used. */
function stringCandidates(): string[] {
  return [
    "a",
    "alice",
    "w1",
    "12:00",
    "0".repeat(64),
    today(),
    new Date(Date.now() + 86_400_000).toISOString(),
    "018f2b3c-4d5e-7f60-8a7b-9c0d1e2f3a4b",
    "1",
  ];
}

function fitsString(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.pattern && !new RegExp(schema.pattern).test(value)) return false;
  if (schema.format === "uuid" && !/^[0-9a-f-]{36}$/.test(value)) return false;
  if (schema.format === "date" && !/^\d{4}-\d\d-\d\d$/.test(value)) return false;
  if (schema.format === "date-time" && !/T/.test(value)) return false;
  return true;
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;

/** The branches of an anyOf/oneOf (null branches last), or the schema itself. */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return [schema];
  return [...branches].sort((a, b) => Number(a.type === "null") - Number(b.type === "null"));
}

/**
 * A minimal value the schema accepts: required properties only, the first enum value, the least length and
 * items, a number at its lower bound (1 when allowed). `hint(name)` may name the value of a property instead
 * (an optional property with a hint is included).
 */
export function minimalValue(
  schema: JsonSchema | undefined,
  hint: (name: string) => unknown = () => undefined,
): unknown {
  if (!schema) return {};
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf || schema.oneOf) return minimalValue(branchesOf(schema)[0], hint);
  if (schema.allOf?.[0]) return minimalValue(schema.allOf[0], hint);
  switch (typeOf(schema)) {
    case "string": {
      if (!schema.pattern && !schema.format) return "a".repeat(Math.max(1, schema.minLength ?? 1));
      const fit = stringCandidates().find((c) => fitsString(schema, c));
      return fit ?? "a".repeat(Math.max(1, schema.minLength ?? 1));
    }
    case "integer":
    case "number": {
      const min = schema.minimum ?? 1;
      const value = Math.max(1, min);
      return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
    }
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => minimalValue(schema.items, hint));
    case "object": {
      const out: Record<string, unknown> = {};
      const required = schema.required ?? [];
      for (const name of new Set([...required, ...Object.keys(schema.properties ?? {})])) {
        const hinted = hint(name);
        if (hinted !== undefined) out[name] = hinted;
        else if (required.includes(name)) out[name] = minimalValue(schema.properties?.[name], hint);
      }
      return out;
    }
    default:
      return "a";
  }
}

/** A property the caller is expected to send with a given JSON type (for the wrong-type replacements). */
export function expectedTypes(schema: JsonSchema | undefined): Set<string> {
  const types = new Set<string>();
  if (!schema) return types;
  for (const branch of branchesOf(schema)) {
    const t = typeOf(branch);
    if (t) types.add(t === "integer" ? "number" : t);
    if (branch.enum?.length) types.add(typeof branch.enum[0]);
  }
  return types;
}

const hugeString = "x".repeat(100_000);

/** One replacement: a label for the report and the value. */
export type Replacement = { label: string; value: unknown };

/** JSON values that replace one place of a body (what JSON can carry: strings with lone surrogates too). */
export function jsonReplacements(schema: JsonSchema | undefined, current: unknown): Replacement[] {
  const types = expectedTypes(schema);
  const out: Replacement[] = [];
  const wrong: [string, unknown][] = [
    ["string", "fuzz"],
    ["number", 12345],
    ["boolean", true],
    ["array", [1, "a"]],
    ["object", { a: 1 }],
  ];
  for (const [type, value] of wrong) if (!types.has(type)) out.push({ label: `wrong type ${type}`, value });
  out.push({ label: "null", value: null });
  out.push({ label: "empty array", value: [] }, { label: "empty object", value: {} });
  out.push(
    { label: "empty string", value: "" },
    { label: "blank string", value: "   " },
    { label: "huge string (100 kB)", value: hugeString },
    { label: "NUL", value: "a\u0000b" },
    { label: "lone surrogate \\ud800", value: "\ud800" },
    { label: "lone surrogate a\\udc00b", value: "a\udc00b" },
    { label: "string NaN", value: "NaN" },
    { label: "string Infinity", value: "Infinity" },
    { label: "string -Infinity", value: "-Infinity" },
    { label: "string 1e308", value: "1e308" },
    { label: "string 1e999", value: "1e999" },
    { label: "string -1", value: "-1" },
    { label: "string 2^53+1", value: "9007199254740993" },
    { label: "string of 400 digits", value: "9".repeat(400) },
    { label: "string 0x10", value: "0x10" },
    { label: "string with spaces", value: " 1 " },
    { label: "1e308", value: 1e308 },
    { label: "-1e308", value: -1e308 },
    { label: "-1", value: -1 },
    { label: "0", value: 0 },
    { label: "2^53+1", value: 2 ** 53 + 1 },
    { label: "1e-320", value: 1e-320 },
    { label: "fraction 1.5", value: 1.5 },
    { label: "-0.000001", value: -0.000001 },
  );
  if (typeof current === "string" && current.length > 0) {
    out.push({ label: "valid + NUL", value: `${current}\u0000` });
    out.push({ label: "valid + lone surrogate", value: `${current}\ud800` });
    out.push({ label: "valid x 2000", value: current.repeat(Math.ceil(20_000 / current.length)) });
  }
  if (current !== null && typeof current === "object" && !Array.isArray(current)) {
    out.push({ label: "object wrapped in an array", value: [current] });
  }
  if (Array.isArray(current)) {
    out.push({ label: "array as object", value: { ...current } });
    if (current.length > 0) out.push({ label: "array item alone", value: current[0] });
    out.push({
      label: "array of 10,000 items",
      value: Array.from({ length: 10_000 }, () => current[0] ?? "a"),
    });
    out.push({
      label: "array of 1,000 huge-ish strings",
      value: Array.from({ length: 1000 }, () => "y".repeat(1000)),
    });
  }
  return out;
}

/**
 * Raw text for one query or path value, already as it goes in the URL (percent-encoded where the label says
 * so; `raw` values are put in the URL unencoded).
 */
export function urlReplacements(): Replacement[] {
  const enc = encodeURIComponent;
  return [
    { label: "word", value: "fuzz" },
    { label: "empty", value: "" },
    { label: "-1", value: "-1" },
    { label: "0", value: "0" },
    { label: "1.5", value: "1.5" },
    { label: "NaN", value: "NaN" },
    { label: "Infinity", value: "Infinity" },
    { label: "-Infinity", value: "-Infinity" },
    { label: "1e308", value: "1e308" },
    { label: "-1e308", value: "-1e308" },
    { label: "1e999", value: "1e999" },
    { label: "2^53+1", value: "9007199254740993" },
    { label: "1e-320", value: "1e-320" },
    { label: "400 digits", value: "9".repeat(400) },
    { label: "true", value: "true" },
    { label: "null", value: "null" },
    { label: "JSON object", value: enc('{"a":1}') },
    { label: "JSON array", value: enc("[1,2]") },
    { label: "NUL %00", value: "a%00b" },
    { label: "surrogate as UTF-8 %ED%A0%80", value: "%ED%A0%80" },
    { label: "surrogate a%ED%B0%80b", value: "a%ED%B0%80b" },
    { label: "raw lone surrogate", value: "\ud800" },
    { label: "bad escape %", value: "%" },
    { label: "bad escape %zz", value: "%zz" },
    { label: "overlong UTF-8 %C0%AF", value: "%C0%AF" },
    { label: "dot-dot", value: enc("../..") },
    { label: "nil uuid", value: "00000000-0000-0000-0000-000000000000" },
    { label: "random uuid", value: "7d9f3c2e-1b4a-4c8d-9e6f-0a1b2c3d4e5f" },
    { label: "uuid upper", value: "7D9F3C2E-1B4A-4C8D-9E6F-0A1B2C3D4E5F" },
    { label: "long (2 kB)", value: "a".repeat(2_000) },
    { label: "huge (100 kB)", value: "x".repeat(100_000) },
    { label: "unicode", value: enc("€𝄞ü") },
  ];
}

/** Nested JSON `depth` levels deep, as text (JSON.stringify of such a value would overflow the stack). */
export function deepJson(depth: number, kind: "array" | "object"): string {
  return kind === "array"
    ? `${"[".repeat(depth)}${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

/** Random text for the long run: any code unit, lone surrogates and NUL included. */
export function randomText(rng: Rng, maxLength: number): string {
  const length = randomInt(rng, maxLength + 1);
  let out = "";
  for (let i = 0; i < length; i++) {
    const r = rng();
    if (r < 0.6) out += String.fromCharCode(32 + randomInt(rng, 95));
    else if (r < 0.8) out += String.fromCharCode(randomInt(rng, 0x10000));
    else if (r < 0.9) out += pick(rng, ["\u0000", "\ud800", "\udfff", "%", "\\", '"', "\n", "€"]);
    else out += String.fromCodePoint(0x10000 + randomInt(rng, 0xfffff));
  }
  return out;
}

/** A random JSON number for the long run: extremes, fractions, integers around 2^53. */
export function randomNumber(rng: Rng): number {
  const pool = [0, -0, 1, -1, 2 ** 53, 2 ** 53 + 1, -(2 ** 53), 1e308, -1e308, 1e-320, 5e-324, 0.1, 1.5];
  if (rng() < 0.5) return pick(rng, pool);
  return (rng() - 0.5) * 10 ** randomInt(rng, 309);
}
