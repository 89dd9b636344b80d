import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { RegistrationScreen } from "../../../features/auth";
import { rememberPromocode } from "../../../features/promocodes/utils/pending-promocode";
import { useIdentityClient, usePoolConfig } from "../../use-identity-client";
import { useSessionSuccess } from "../../use-session-success";

/** `/auth/registration`; a `promocode` in the address is kept for the name step (features/promocodes). */
export function RegistrationPage() {
  const { i18n } = useTranslation();
  const [search] = useSearchParams();
  useEffect(() => rememberPromocode(search), [search]);
  return (
    <RegistrationScreen
      client={useIdentityClient()}
      termsUrl={usePoolConfig().pool_settings.terms_url ?? "/"}
      language={i18n.resolvedLanguage ?? i18n.language}
      onRegistered={useSessionSuccess("signup")}
    />
  );
}
