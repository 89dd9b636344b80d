/**
 * The value of one sample of a Prometheus text exposition: the line of `name` whose labels are exactly
 * `labels` (any order). `undefined` when there is no such line.
 */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      found[key as string] = value as string;
    }
    const same =
      Object.keys(found).length === Object.keys(labels).length &&
      Object.entries(labels).every(([k, v]) => found[k] === v);
    if (same) return Number(match[3]);
  }
  return undefined;
}
