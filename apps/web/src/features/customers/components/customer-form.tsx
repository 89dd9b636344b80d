import { type CreateCustomerBody, looksLikeMainnetAddress } from "@pithead/contract";
import { type FormEvent, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button/button";
import { FieldNote } from "../../../components/ui/form/field-note";
import formStyles from "../../../components/ui/form/form.module.css";
import { toast } from "../../../components/ui/toast";
import { paths } from "../../../config/paths";
import { useCreateCustomer } from "../api/create-customer";
import { emailProblem, feeProblem, titleProblem } from "../utils/form-rules";
import { submitFailureOf } from "../utils/server-fields";
import { AccountNameField, type NameState } from "./account-name-field";
import styles from "./customer-form.module.css";
import { type ParentChoice, ParentPicker } from "./parent-picker";

type Mode = "customer" | "sub";

/**
 * `/customers/create-customer` (a new customer invited by e-mail) and `/customers/create-sub` (another account
 * of a customer, or of the operator itself). Field errors show under their fields (the server's win); anything
 * unexpected says so. Each field is checked as typed (a fee above 100 %, an address that is no Bitcoin mainnet
 * address); submit stays disabled while a field is wrong or the name is not yet known to be free.
 */
export function CustomerForm(props: {
  operatorId: string;
  mode: Mode;
  canSetWallet: boolean;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCustomer(props.operatorId);
  const [accountName, setAccountName] = useState("");
  const [email, setEmail] = useState("");
  const [title, setTitle] = useState("");
  const [wallet, setWallet] = useState("");
  const [fee, setFee] = useState("");
  const [parent, setParent] = useState<ParentChoice>({ kind: "customer", id: null });
  const [name, setName] = useState<NameState>({ problem: "required", ready: false });
  const [server, setServer] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  /** Fields the user has left: their problems show at once (submit stays disabled while any exists). */
  const [left, setLeft] = useState<Record<string, boolean>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const onNameState = useCallback((state: NameState) => setName(state), []);
  const edit = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setServer(({ [field]: _, ...rest }) => rest);
    setFailure(null);
  };

  const problems: Record<string, string | null> = {
    email: server.email ?? (props.mode === "customer" ? emailProblem(email, true) : null),
    title: server.title ?? titleProblem(title),
    wallet_address:
      server.wallet_address ??
      (wallet.trim() !== "" && !looksLikeMainnetAddress(wallet) ? "invalid_crypto_address" : null),
    fee_percent: server.fee_percent ?? feeProblem(fee),
    parent_miner_id:
      server.parent_miner_id ??
      (props.mode === "sub" && parent.kind === "customer" && !parent.id ? "parent_required" : null),
  };
  const invalid = Object.values(problems).some(Boolean) || name.problem !== null || !name.ready;
  /** What each field holds: a problem shows as soon as its field has text (as typed), or once it was left. */
  const texts: Record<string, string> = { email, title, wallet_address: wallet, fee_percent: fee };
  const shown = (field: string) => {
    const problem = problems[field];
    const typed = (texts[field] ?? "").trim() !== "";
    return problem && (touched || typed || left[field] || server[field])
      ? t(`customers.fields.${problem}`)
      : null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    const body: CreateCustomerBody = { account_name: accountName };
    if (props.mode === "customer") body.email = email.trim();
    if (props.mode === "sub" && parent.kind === "customer" && parent.id) body.parent_miner_id = parent.id;
    if (title.trim()) body.title = title.trim();
    if (wallet.trim()) body.wallet_address = wallet.trim();
    if (fee.trim()) body.fee_percent = fee.trim().replace(",", ".");
    try {
      const created = await create.mutateAsync(body);
      toast.show({
        type: "success",
        title:
          created.invites.length > 0
            ? t("customers.form.createdInvited", {
                name: created.account_name,
                email: created.invites[0]?.email,
              })
            : t("customers.form.created", { name: created.account_name }),
      });
      navigate(paths.app.customer.getHref(created.id));
    } catch (error) {
      const outcome = submitFailureOf(error, props.isDeclined);
      if ("fields" in outcome) setServer(outcome.fields);
      else setFailure(t(outcome.failure));
    }
  };

  const input = (field: string, id: string, value: string, set: (v: string) => void, extra: object = {}) => (
    <input
      id={id}
      name={field}
      className={formStyles.input}
      value={value}
      aria-invalid={shown(field) ? true : undefined}
      aria-describedby={`${id}-note`}
      onChange={(event) => edit(field, set)(event.target.value)}
      onBlur={() => setLeft((fields) => ({ ...fields, [field]: true }))}
      {...extra}
    />
  );

  return (
    <form
      className={`${formStyles.form} ${styles.form}`}
      onSubmit={onSubmit}
      noValidate
      data-testid="customer-form"
    >
      {props.mode === "sub" && (
        <ParentPicker
          operatorId={props.operatorId}
          value={parent}
          onChange={(next) => {
            setParent(next);
            setServer(({ parent_miner_id: _, ...rest }) => rest);
          }}
          error={shown("parent_miner_id")}
        />
      )}
      <AccountNameField
        value={accountName}
        onChange={edit("account_name", setAccountName)}
        onState={onNameState}
        serverError={server.account_name ?? null}
        touched={touched}
      />
      {props.mode === "customer" && (
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="customer-email">
            {t("customers.form.email")}
          </label>
          {input("email", "customer-email", email, setEmail, {
            type: "email",
            maxLength: 254,
            autoComplete: "off",
          })}
          <FieldNote id="customer-email-note" error={shown("email")} hint={t("customers.form.emailHint")} />
        </div>
      )}
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="customer-title">
          {t("customers.form.title")}
        </label>
        {input("title", "customer-title", title, setTitle, { maxLength: 80 })}
        <FieldNote id="customer-title-note" error={shown("title")} hint={t("customers.form.titleHint")} />
      </div>
      <div className={styles.pair}>
        {props.canSetWallet && (
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="customer-wallet">
              {t("customers.form.wallet")}
            </label>
            {input("wallet_address", "customer-wallet", wallet, setWallet, {
              maxLength: 128,
              autoComplete: "off",
              spellCheck: false,
              className: `${formStyles.input} ${styles.mono}`,
            })}
            <FieldNote
              id="customer-wallet-note"
              error={shown("wallet_address")}
              hint={t("customers.form.walletHint")}
            />
          </div>
        )}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="customer-fee">
            {t("customers.form.fee")}
          </label>
          {input("fee_percent", "customer-fee", fee, setFee, {
            inputMode: "decimal",
            maxLength: 9,
            autoComplete: "off",
          })}
          <FieldNote id="customer-fee-note" error={shown("fee_percent")} hint={t("customers.form.feeHint")} />
        </div>
      </div>
      {failure && (
        <p className={formStyles.error} role="alert" data-testid="form-failure">
          {failure}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" loading={create.isPending} disabled={invalid}>
          {props.mode === "customer" ? t("customers.form.submit") : t("customers.form.submitSub")}
        </Button>
        <Button variant="ghost" onClick={() => navigate(paths.app.customers.getHref())}>
          {t("customers.form.cancel")}
        </Button>
      </div>
    </form>
  );
}
