import type { FrontendApi } from "@ory/client-fetch";
import { Trans, useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../../config/paths";
import { useFlow } from "../hooks/use-flow";
import type { SubmitResult } from "../types";
import { carriedQuery } from "../utils/after-session";
import { AuthScreen } from "./auth-screen";
import { FlowForm } from "./flow-form";

export type RegistrationScreenProps = {
  client: FrontendApi;
  /** `pool_settings.terms_url` (default "/"). */
  termsUrl: string;
  /** The interface language, stored as `traits.language`. */
  language: string;
  onRegistered: (result: SubmitResult) => void | Promise<void>;
  compact?: boolean;
};

/** `/auth/registration`: e-mail, password and the required terms checkbox linking to the pool's terms. */
export function RegistrationScreen({
  client,
  termsUrl,
  language,
  onRegistered,
  compact,
}: RegistrationScreenProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { flow, submit, submitting } = useFlow({
    client,
    kind: "registration",
    params: { returnTo: search.get("return_to") ?? undefined },
    flowId: search.get("flow"),
    onFlowId: (id) => {
      if (search.get("flow") === id) return;
      const next = new URLSearchParams(search);
      next.set("flow", id);
      setSearch(next, { replace: true });
    },
    onSuccess: onRegistered,
  });
  const terms = (
    <Trans
      i18nKey="auth.registration.terms"
      // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside.
      components={{ terms: <a href={termsUrl || "/"} target="_blank" rel="noreferrer" /> }}
    />
  );
  const links = compact ? null : (
    <Link to={paths.auth.login.getHref(carriedQuery(search))}>{t("auth.registration.toLogin")}</Link>
  );
  return (
    <AuthScreen title={t("auth.registration.title")} loading={!flow} links={links}>
      {flow && (
        <FlowForm
          flow={flow}
          onSubmit={submit}
          submitting={submitting}
          overrides={{ "traits.language": language }}
          labels={{ "traits.terms_agreed": terms }}
        />
      )}
    </AuthScreen>
  );
}
