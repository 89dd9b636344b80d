import type { FrontendApi } from "@ory/client-fetch";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { paths } from "../../../config/paths";
import { useFlow } from "../hooks/use-flow";
import { carriedQuery } from "../utils/after-session";
import { AuthScreen } from "./auth-screen";
import { FlowForm } from "./flow-form";

/** The settings flow the recovery hands over to, from `continue_with` or a `redirect_browser_to` address. */
function settingsFlowId(address: string): string | null {
  try {
    const url = new URL(address, window.location.origin);
    return /settings|password/.test(url.pathname) ? url.searchParams.get("flow") : null;
  } catch {
    return null;
  }
}

/** `/auth/recovery`: the e-mail, then the e-mailed code, then `/auth/password` to set a new password. */
export function RecoveryScreen({ client }: { client: FrontendApi }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const toPassword = (id: string) => navigate(paths.auth.password.getHref(new URLSearchParams({ flow: id })));
  const { flow, submit, submitting } = useFlow({
    client,
    kind: "recovery",
    params: { returnTo: search.get("return_to") ?? undefined },
    flowId: search.get("flow"),
    onFlowId: (id) => {
      if (search.get("flow") === id) return;
      const next = new URLSearchParams(search);
      next.set("flow", id);
      setSearch(next, { replace: true });
    },
    onSuccess: (_result, next) => {
      const settings = ("continue_with" in next ? next.continue_with : undefined)?.find(
        (item) => item.action === "show_settings_ui",
      );
      if (settings?.action === "show_settings_ui") toPassword(settings.flow.id);
    },
    onRedirect: (address) => {
      const id = settingsFlowId(address);
      if (!id) return false;
      toPassword(id);
      return true;
    },
  });
  const sent = flow?.state === "sent_email";
  return (
    <AuthScreen
      title={t("auth.recovery.title")}
      subtitle={sent ? undefined : t("auth.recovery.subtitle")}
      loading={!flow}
      links={<Link to={paths.auth.login.getHref(carriedQuery(search))}>{t("auth.recovery.toLogin")}</Link>}
    >
      {flow && <FlowForm flow={flow} onSubmit={submit} submitting={submitting} />}
    </AuthScreen>
  );
}
