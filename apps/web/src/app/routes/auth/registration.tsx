import { useTranslation } from "react-i18next";
import { RegistrationScreen } from "../../../features/auth";
import { useIdentityClient, usePoolConfig } from "../../use-identity-client";
import { useSessionSuccess } from "../../use-session-success";

export function RegistrationPage() {
  const { i18n } = useTranslation();
  return (
    <RegistrationScreen
      client={useIdentityClient()}
      termsUrl={usePoolConfig().pool_settings.terms_url ?? "/"}
      language={i18n.resolvedLanguage ?? i18n.language}
      onRegistered={useSessionSuccess("signup")}
    />
  );
}
