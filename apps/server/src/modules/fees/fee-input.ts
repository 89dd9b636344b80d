import type { FeeBody } from "@pithead/contract";
import { percentToPpm } from "../../lib/decimal";
import { ProductError } from "../../lib/product-error";

const invalid = (name: string, text: "invalid_input" | "min_threshold" | "max_threshold") =>
  new ProductError("validation_failed", 400, "Request validation failed", [{ name, text }]);

/**
 * A fee body as stored: the percent parsed exactly to ppm (at most 100 %), a period of settlement days that
 * starts today (UTC) or later (days already settled keep the fee they were paid with) and does not end
 * before it starts.
 */
export function validFee(body: FeeBody, today: string) {
  const ppm = percentToPpm(body.percent);
  if (ppm === null) throw invalid("percent", "invalid_input");
  if (ppm > 1_000_000) throw invalid("percent", "max_threshold");
  if (body.start_date < today) throw invalid("start_date", "min_threshold");
  const endDate = body.end_date ?? null;
  if (endDate !== null && endDate < body.start_date) throw invalid("end_date", "min_threshold");
  return { ppm, startDate: body.start_date, endDate, comment: body.comment };
}
