import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldNote } from "../../../components/ui/form/field-note";
import formStyles from "../../../components/ui/form/form.module.css";
import { fieldErrorOf } from "../../../lib/api-failure";
import { accountNameHint, accountNameMessage } from "../../accounts/utils/account-name-rule";
import { useAccountNameLookup } from "../api/lookup-account-name";
import { accountNameProblem, accountNameServerTexts } from "../utils/form-rules";

/** Availability is asked this long after the last key press. */
export const LOOKUP_DEBOUNCE_MS = 350;

/** The name's state for the form: a problem to show (an `errors.fields` code), or whether it is settled. */
export type NameState = { problem: string | null; ready: boolean };

/**
 * The account name with its rules checked as the user types and, once they pass, whether the name is free
 * (`miners/lookup-by-account-name`, debounced). A server error from the submit (`serverError`) wins.
 */
export function AccountNameField(props: {
  value: string;
  onChange: (value: string) => void;
  onState: (state: NameState) => void;
  serverError: string | null;
  touched: boolean;
}) {
  const { t } = useTranslation();
  const [debounced, setDebounced] = useState(props.value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(props.value), LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [props.value]);
  const local = accountNameProblem(props.value);
  const lookup = useAccountNameLookup(debounced, local === null && debounced === props.value);
  const lookupProblem = fieldErrorOf(lookup.error, "account_name");
  const taken = lookup.data?.account_name === props.value && lookup.data.available === false;
  const settled = local === null && lookup.data?.account_name === props.value && !taken;
  const problem =
    props.serverError ??
    local ??
    (taken
      ? "account_name_taken"
      : lookupProblem
        ? (accountNameServerTexts[lookupProblem] ?? lookupProblem)
        : null);
  const { onState } = props;
  useEffect(
    () => onState({ problem, ready: settled || lookup.isError }),
    [onState, problem, settled, lookup.isError],
  );
  const shown = props.touched || props.value !== "" ? problem : null;
  const hint = settled
    ? t("customers.form.nameFree")
    : lookup.isFetching
      ? t("customers.form.nameChecking")
      : t("customers.form.nameHint", { rule: accountNameHint(t) });
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor="customer-account-name">
        {t("customers.form.accountName")}
      </label>
      <input
        id="customer-account-name"
        name="account_name"
        className={formStyles.input}
        value={props.value}
        maxLength={64}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={shown ? true : undefined}
        aria-describedby="customer-account-name-note"
        onChange={(event) => props.onChange(event.target.value)}
      />
      <FieldNote
        id="customer-account-name-note"
        error={shown ? accountNameMessage(t, shown) : null}
        hint={hint}
      />
    </div>
  );
}
