/**
 * Submit bodies arrive as JSON (`{traits: {email}}`) or as form-urlencoded with dotted names
 * (`traits.email=...`); both become the same nested object. Form values stay strings: the flow's
 * service coerces (`"true"` for a checkbox).
 */

export type SubmitBody = Record<string, unknown>;

/** Expands dotted keys (`traits.email`) into nested objects; later keys win. */
export function expandDotted(flat: Record<string, unknown>): SubmitBody {
  const out: SubmitBody = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split(".");
    let target: Record<string, unknown> = out;
    for (const part of parts.slice(0, -1)) {
      if (part === "__proto__" || part === "constructor" || part === "prototype") break;
      const next = target[part];
      if (typeof next !== "object" || next === null || Array.isArray(next)) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    const last = parts[parts.length - 1] ?? key;
    if (last !== "__proto__" && last !== "constructor" && last !== "prototype") target[last] = value;
  }
  return out;
}

/** Parses an `application/x-www-form-urlencoded` body into the nested shape. */
export function parseFormBody(raw: string): SubmitBody {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) flat[key] = value;
  return expandDotted(flat);
}

/** The submit body as a nested object, whatever the content type (JSON bodies may use dotted keys too). */
export function normaliseSubmitBody(body: unknown): SubmitBody {
  if (typeof body === "string") return parseFormBody(body);
  if (typeof body !== "object" || body === null || Array.isArray(body)) return {};
  return expandDotted(body as Record<string, unknown>);
}

export function stringField(body: SubmitBody, name: string): string | undefined {
  const value = body[name];
  return typeof value === "string" ? value : undefined;
}

/** A checkbox or boolean: true for `true`, "true", "on", "1". */
export function booleanField(value: unknown): boolean {
  return value === true || value === "true" || value === "on" || value === "1";
}
