import type { CreatedAccount } from "@pithead/contract";
import { type FormEvent, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button/button";
import { FieldNote } from "../../../components/ui/form/field-note";
import formStyles from "../../../components/ui/form/form.module.css";
import { paths } from "../../../config/paths";
import { useCreatePoolMiner, useCreateSubMiner } from "../api/create-own-account";
import { emailProblem, titleProblem } from "../utils/form-rules";
import { poolMinerBody, subMinerBody } from "../utils/own-account";
import { submitFailureOf } from "../utils/server-fields";
import { AccountNameField, type NameState } from "./account-name-field";
import styles from "./customer-form.module.css";
import linkStyles from "./customers.module.css";

/** Whose account the form makes: a pool's miner account, or another account of a miner's owners. */
export type OwnAccountTarget = { kind: "pool"; poolId: string } | { kind: "miner"; minerId: string };

/**
 * `/customers/create-sub` for a pool's staff (`POST pools/{id}/miners`: name, optional owner e-mail and title;
 * the result shows here) and for a miner's owner or administrator (`POST miners` with the parent: the name only;
 * `onCreated` takes over, e.g. switches to the new account). Errors as in the customer form: a field's own
 * error shows as typed (or once the field is left), the server's wins until the field changes, and submit stays
 * disabled while any shows.
 */
export function OwnAccountForm(props: {
  target: OwnAccountTarget;
  isDeclined: (error: unknown) => boolean;
  onCreated?: (created: { id: string; account_name: string }) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pool = props.target.kind === "pool";
  const createPool = useCreatePoolMiner(props.target.kind === "pool" ? props.target.poolId : "");
  const createSub = useCreateSubMiner();
  const [formKey, setFormKey] = useState(0);
  const [accountName, setAccountName] = useState("");
  const [email, setEmail] = useState("");
  const [title, setTitle] = useState("");
  const [name, setName] = useState<NameState>({ problem: "required", ready: false });
  const [server, setServer] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  const [left, setLeft] = useState<Record<string, boolean>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const onNameState = useCallback((state: NameState) => setName(state), []);
  const edit = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setServer(({ [field]: _, ...rest }) => rest);
    setFailure(null);
  };

  const problems: Record<string, string | null> = pool
    ? { email: server.email ?? emailProblem(email, false), title: server.title ?? titleProblem(title) }
    : { parent_miner_id: server.parent_miner_id ?? null };
  const invalid = Object.values(problems).some(Boolean) || name.problem !== null || !name.ready;
  /** What each field holds: a problem shows as soon as its field has text (as typed), or once it was left. */
  const texts: Record<string, string> = { email, title };
  const shown = (field: string) => {
    const problem = problems[field];
    const typed = (texts[field] ?? "").trim() !== "";
    return problem && (touched || typed || left[field] || server[field])
      ? t(`customers.fields.${problem}`)
      : null;
  };
  const pending = createPool.isPending || createSub.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || pending) return;
    try {
      if (props.target.kind === "pool") {
        setCreated(await createPool.mutateAsync(poolMinerBody({ accountName, email, title })));
      } else {
        const sub = await createSub.mutateAsync(subMinerBody(accountName, props.target.minerId));
        await props.onCreated?.(sub);
      }
    } catch (error) {
      const outcome = submitFailureOf(error, props.isDeclined);
      if ("fields" in outcome) setServer(outcome.fields);
      else setFailure(t(outcome.failure));
    }
  };

  const again = () => {
    setCreated(null);
    setAccountName("");
    setEmail("");
    setTitle("");
    setTouched(false);
    setLeft({});
    setServer({});
    setFormKey((key) => key + 1);
  };

  if (created)
    return (
      <section
        className={`${formStyles.form} ${styles.form}`}
        data-testid="account-created"
        aria-live="polite"
      >
        <h2 className={styles.doneTitle}>{t("customers.own.created", { name: created.account_name })}</h2>
        <p className={styles.doneText}>
          {created.invites[0]
            ? t("customers.own.createdInvited", { email: created.invites[0].email })
            : t("customers.own.createdOwned")}
        </p>
        <div className={styles.buttons}>
          <Link
            className={linkStyles.primaryLink}
            to={paths.app.dashboard.getHref()}
            data-testid="created-back"
          >
            {t("customers.own.back")}
          </Link>
          <Button variant="ghost" onClick={again}>
            {t("customers.own.another")}
          </Button>
        </div>
      </section>
    );

  return (
    <form
      key={formKey}
      className={`${formStyles.form} ${styles.form}`}
      onSubmit={onSubmit}
      noValidate
      data-testid="own-account-form"
    >
      <AccountNameField
        value={accountName}
        onChange={edit("account_name", setAccountName)}
        onState={onNameState}
        serverError={server.account_name ?? null}
        touched={touched}
      />
      {pool && (
        <>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="own-email">
              {t("customers.own.email")}
            </label>
            <input
              id="own-email"
              name="email"
              type="email"
              className={formStyles.input}
              value={email}
              maxLength={254}
              autoComplete="off"
              aria-invalid={shown("email") ? true : undefined}
              aria-describedby="own-email-note"
              onChange={(event) => edit("email", setEmail)(event.target.value)}
              onBlur={() => setLeft((fields) => ({ ...fields, email: true }))}
            />
            <FieldNote id="own-email-note" error={shown("email")} hint={t("customers.own.emailHint")} />
          </div>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="own-title">
              {t("customers.form.title")}
            </label>
            <input
              id="own-title"
              name="title"
              className={formStyles.input}
              value={title}
              maxLength={80}
              aria-invalid={shown("title") ? true : undefined}
              aria-describedby="own-title-note"
              onChange={(event) => edit("title", setTitle)(event.target.value)}
              onBlur={() => setLeft((fields) => ({ ...fields, title: true }))}
            />
            <FieldNote id="own-title-note" error={shown("title")} hint={t("customers.own.titleHint")} />
          </div>
        </>
      )}
      {shown("parent_miner_id") && (
        <p className={formStyles.error} role="alert">
          {shown("parent_miner_id")}
        </p>
      )}
      {failure && (
        <p className={formStyles.error} role="alert" data-testid="form-failure">
          {failure}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" loading={pending} disabled={invalid}>
          {t("customers.own.submit")}
        </Button>
        <Button
          variant="ghost"
          onClick={() => navigate(pool ? paths.app.dashboard.getHref() : paths.app.settings.getHref())}
        >
          {t("customers.form.cancel")}
        </Button>
      </div>
    </form>
  );
}
