import type { FrontendApi } from "@ory/client-fetch";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button/button";
import { paths } from "../../../config/paths";
import { useFlow } from "../hooks/use-flow";
import type { SubmitResult } from "../types";
import { carriedQuery } from "../utils/after-session";
import { AuthScreen } from "./auth-screen";
import styles from "./auth-screen.module.css";
import { FlowForm } from "./flow-form";

/** Second factors in the order they are offered; the first present is preselected. */
const SECOND_FACTORS = ["totp", "lookup_secret", "webauthn"] as const;

export type LoginScreenProps = {
  client: FrontendApi;
  onSignedIn: (result: SubmitResult) => void | Promise<void>;
  /** Hides the links to registration (the operator page has its own switch). */
  compact?: boolean;
};

/** `/auth/login`: password sign-in; `?aal=aal2` the second-factor step with a method choice; `?refresh=true`. */
export function LoginScreen({ client, onSignedIn, compact }: LoginScreenProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const aal = search.get("aal") ?? undefined;
  const refresh = search.get("refresh") === "true";
  const { flow, submit, submitting } = useFlow({
    client,
    kind: "login",
    params: { aal, refresh, returnTo: search.get("return_to") ?? undefined },
    flowId: search.get("flow"),
    onFlowId: (id) => {
      if (search.get("flow") === id) return;
      const next = new URLSearchParams(search);
      next.set("flow", id);
      setSearch(next, { replace: true });
    },
    onSuccess: onSignedIn,
  });
  const secondStep = aal === "aal2" || (flow && "requested_aal" in flow && flow.requested_aal === "aal2");
  const methods = SECOND_FACTORS.filter((group) => flow?.ui.nodes.some((node) => node.group === group));
  const [chosen, setChosen] = useState<string | null>(null);
  const method = chosen && methods.includes(chosen as never) ? chosen : (methods[0] ?? null);

  const query = carriedQuery(search, ["flow", "aal", "refresh"]);
  const title = secondStep
    ? t("auth.login.secondFactorTitle")
    : refresh
      ? t("auth.login.refreshTitle")
      : t("auth.login.title");
  const links = compact ? null : secondStep ? null : (
    <>
      <Link to={paths.auth.recovery.getHref(query)}>{t("auth.login.forgotPassword")}</Link>
      <Link to={paths.auth.registration.getHref(query)}>{t("auth.login.toRegistration")}</Link>
    </>
  );

  return (
    <AuthScreen title={title} loading={!flow} links={links}>
      {flow && secondStep && methods.length > 1 && (
        <fieldset className={styles.methods} aria-label={t("auth.secondFactor.chooseMethod")}>
          {methods.map((group) => (
            <Button
              key={group}
              size="s"
              variant={group === method ? "primary" : "secondary"}
              aria-pressed={group === method}
              onClick={() => setChosen(group)}
            >
              {t(`auth.secondFactor.methods.${group}`)}
            </Button>
          ))}
        </fieldset>
      )}
      {flow && (
        <FlowForm
          key={secondStep ? method : "password"}
          flow={flow}
          onSubmit={submit}
          submitting={submitting}
          groups={secondStep && method ? [method] : undefined}
        />
      )}
    </AuthScreen>
  );
}
