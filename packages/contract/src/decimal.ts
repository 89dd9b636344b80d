import { z } from "zod";

/**
 * A non-negative decimal with at most `places` decimals, as a JSON string ("0.9") or number (0.9): the server
 * parses the text, never a float, so "0.0001" % is exactly 1 ppm. A number is read as JavaScript prints it
 * (its shortest exact form). Answers the decimal string.
 */
export function decimalInputSchema(places: number) {
  return z
    .union([z.string().trim(), z.number()])
    .transform((v) => (typeof v === "number" ? String(v) : v))
    .pipe(z.string().regex(new RegExp(`^\\d{1,12}(\\.\\d{1,${places}})?$`)));
}
