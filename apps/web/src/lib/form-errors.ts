import { fieldErrorTextOfIssue } from "@pithead/contract";
import type { TFunction } from "i18next";
import { useCallback, useState } from "react";
import { fieldErrorOf } from "./api-failure";

/** The part of a zod issue the messages need (zod 4's issue shape). */
type Issue = {
  code: string;
  origin?: unknown;
  format?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
  exact?: boolean;
};
/** A contract schema, as far as checking one value goes. */
type Schema = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
};

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * What is wrong with `value` by the contract's schema, in the user's language, or null when it passes. The
 * generic messages of SPEC section 5: a blank required value "Should not be blank", a number out of its bounds
 * "greater than / at least / less than / at most <value>", a length out of its bounds, an e-mail; otherwise the
 * text of the contract's field error code (`fieldErrorTextOfIssue`, as the server would answer). `pattern` words a
 * failed pattern (a decimal number, say) instead of the generic "Latin letters, digits and underscores".
 */
export function schemaError(
  t: TFunction,
  schema: Schema,
  value: unknown,
  options: { pattern?: string } = {},
): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue || isBlank(value)) return t("errors.fields.required");
  const bound = issue.code === "too_small" ? issue.minimum : issue.maximum;
  if (issue.code === "too_small" || issue.code === "too_big") {
    const low = issue.code === "too_small";
    if (issue.origin === "string" || issue.origin === "array")
      return t(
        issue.exact ? "errors.rules.exactLength" : low ? "errors.rules.minLength" : "errors.rules.maxLength",
        {
          value: String(bound),
        },
      );
    if (issue.origin === "number" || issue.origin === "bigint")
      return t(`errors.rules.${low ? "g" : "l"}t${issue.inclusive ? "e" : ""}`, { value: String(bound) });
  }
  if (issue.code === "invalid_format" && issue.format === "email") return t("errors.rules.email");
  const text = fieldErrorTextOfIssue(issue, value);
  if (text === "match_invalid" && options.pattern) return options.pattern;
  return t(`errors.fields.${text}`);
}

/**
 * The field errors of one form (SPEC section 5): a field's own check shows as soon as it holds text (on change)
 * or once it was left blank (on blur); a server field error wins over it until that field changes. The form keeps
 * its submit disabled while `blocked(...)` is true: any field's own check fails or a server error shows.
 *
 * Use: `onChange` -> `edit(field)`, `onBlur` -> `leave(field)`, the note under a field -> `shown(field, own, text)`,
 * a failed submit -> `takeServer(t, failure, {field: "api_name"})` (false: no field error, report it otherwise).
 */
export function useFormErrors<F extends string>() {
  const [left, setLeft] = useState<ReadonlySet<F>>(() => new Set());
  const [server, setServer] = useState<Partial<Record<F, string>>>({});

  const leave = useCallback((field: F) => {
    setLeft((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
  }, []);
  const edit = useCallback((field: F) => {
    setServer((errors) => {
      if (!(field in errors)) return errors;
      const next = { ...errors };
      delete next[field];
      return next;
    });
  }, []);
  const reset = useCallback(() => {
    setLeft(new Set());
    setServer({});
  }, []);
  const takeServer = useCallback((t: TFunction, failure: unknown, names: Partial<Record<F, string>>) => {
    const found: Partial<Record<F, string>> = {};
    for (const [field, name] of Object.entries(names) as [F, string][]) {
      const code = fieldErrorOf(failure, name);
      if (code) found[field] = t(`errors.fields.${code}`, { defaultValue: code });
    }
    setServer(found);
    return Object.keys(found).length > 0;
  }, []);

  const hasServer = Object.values(server).some(Boolean);
  return {
    leave,
    edit,
    reset,
    takeServer,
    /** The error to show under `field`: the server's, else its own check's once it has text or was left. */
    shown: (field: F, own: string | null, text: string): string | null =>
      server[field] ?? (own !== null && (text.trim() !== "" || left.has(field)) ? own : null),
    /** The server's error of `field`, if any. */
    serverError: (field: F): string | null => server[field] ?? null,
    /** Submit stays disabled: a field's own check fails (shown or not yet) or a server field error shows. */
    blocked: (...own: (string | null | undefined | false)[]) => hasServer || own.some(Boolean),
  };
}
