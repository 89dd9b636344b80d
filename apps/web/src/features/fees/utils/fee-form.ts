/** What the operator typed into the fee form. */
export type FeeInput = { percent: string; startDate: string; endDate: string; comment: string };

export type FeeFormErrors = Partial<Record<"percent" | "start_date" | "end_date", string>>;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The form's own checks, as field-error codes (`errors.fields.*`, as the server answers them): a percent from 0
 * to 100 with up to 4 decimals ("," or "."), a start day, an end day (optional) not before the start.
 */
export function checkFeeInput(input: FeeInput): FeeFormErrors {
  const errors: FeeFormErrors = {};
  const percent = input.percent.trim().replace(",", ".");
  if (percent === "") errors.percent = "required";
  else if (!/^\d{1,3}(\.\d{1,4})?$/.test(percent)) errors.percent = "invalid_input";
  else if (Number(percent) > 100) errors.percent = "max_threshold";
  if (input.startDate === "") errors.start_date = "required";
  else if (!dayPattern.test(input.startDate)) errors.start_date = "invalid_input";
  if (input.endDate !== "" && !dayPattern.test(input.endDate)) errors.end_date = "invalid_input";
  else if (input.endDate !== "" && input.startDate !== "" && input.endDate < input.startDate)
    errors.end_date = "min_threshold";
  return errors;
}

/** The POST body: the percent as typed (normalised to "."), no end day as null, the comment trimmed. */
export function feeBodyOf(input: FeeInput) {
  return {
    percent: input.percent.trim().replace(",", "."),
    start_date: input.startDate,
    end_date: input.endDate === "" ? null : input.endDate,
    comment: input.comment.trim(),
  };
}

/** "0.9000" -> 0.9 for display (the server's decimal string, shown with up to 4 decimals). */
export const percentValue = (text: string): number => Number(text);
