import { useTranslation } from "react-i18next";
import { Link, useLoaderData, useParams, useSearchParams } from "react-router";
import { paths } from "../../../config/paths";
import { LoginScreen, RegistrationScreen } from "../../../features/auth";
import type { OperatorBrand } from "../../../features/operators/api/lookup-operator";
import { useIdentityClient, usePoolConfig } from "../../use-identity-client";
import { useSessionSuccess } from "../../use-session-success";
import styles from "./auth-page-frame.module.css";

/** `/{operatorId}/auth`: the Control Hub's branded sign-in and sign-up (`?mode=registration`). */
export function OperatorAuthPage() {
  const { t, i18n } = useTranslation();
  const operator = useLoaderData() as OperatorBrand;
  const { operatorId = "" } = useParams();
  const [search] = useSearchParams();
  const client = useIdentityClient();
  const config = usePoolConfig();
  const onSignedIn = useSessionSuccess("signin");
  const onRegistered = useSessionSuccess("signup");
  const signUp = search.get("mode") === "registration";
  const other = new URLSearchParams(search);
  other.delete("flow");
  if (signUp) other.delete("mode");
  else other.set("mode", "registration");
  return (
    <div className={styles.frame} data-testid="operator-auth">
      <p className={styles.brand}>{t("auth.operator.brand", { name: operator.operator_name })}</p>
      {signUp ? (
        <RegistrationScreen
          key="registration"
          client={client}
          termsUrl={config.pool_settings.terms_url || "/"}
          language={i18n.resolvedLanguage ?? i18n.language}
          onRegistered={onRegistered}
          compact
        />
      ) : (
        <LoginScreen key="login" client={client} onSignedIn={onSignedIn} compact />
      )}
      <p className={styles.subtitle}>
        <Link to={paths.auth.operator.getHref(operatorId, other)}>
          {signUp ? t("auth.registration.toLogin") : t("auth.login.toRegistration")}
        </Link>
      </p>
    </div>
  );
}
