import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/**
 * The encoding to answer with for an `Accept-Encoding` header (RFC 9110 12.5.3): brotli when accepted at least
 * as much as gzip, else gzip, else none. `q=0` refuses a coding; `*` stands for the ones not named.
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (!value) return null;
  const weights = new Map<string, number>();
  for (const part of value.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const of = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = of("br");
  const gzip = of("gzip");
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : null;
}

/** A text and its brotli (quality 11) and gzip (level 9) forms, each made on first use and kept. */
export function compressedForms(text: string) {
  const raw = Buffer.from(text);
  const forms: Partial<Record<Encoding, Buffer>> = {};
  return {
    raw,
    get(encoding: Encoding): Buffer {
      forms[encoding] ??=
        encoding === "br"
          ? brotliCompressSync(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            })
          : gzipSync(raw, { level: 9 });
      return forms[encoding];
    },
  };
}
