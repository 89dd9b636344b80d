import type { FrontendApi } from "@ory/client-fetch";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button/button";
import { paths } from "../../../config/paths";
import { useFlow } from "../hooks/use-flow";
import { safeReturnPath } from "../utils/spa-target";
import { AuthScreen } from "./auth-screen";
import { FlowForm } from "./flow-form";
import { FlowMessages } from "./node-messages";

/** `/auth/verification`: the code from the e-mail; once verified, on to `return_to` or main. */
export function VerificationScreen({ client }: { client: FrontendApi }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const returnTo = search.get("return_to");
  const { flow, submit, submitting } = useFlow({
    client,
    kind: "verification",
    params: { returnTo: returnTo ?? undefined },
    flowId: search.get("flow"),
    onFlowId: (id) => {
      if (search.get("flow") === id) return;
      const next = new URLSearchParams(search);
      next.set("flow", id);
      setSearch(next, { replace: true });
    },
    onSuccess: () => undefined,
  });
  const verified = flow?.state === "passed_challenge";
  const next = safeReturnPath(returnTo, window.location.origin) ?? paths.app.dashboard.getHref();
  return (
    <AuthScreen
      title={t("auth.verification.title")}
      subtitle={verified ? undefined : t("auth.verification.subtitle")}
      loading={!flow}
    >
      {flow && verified && (
        <>
          <FlowMessages messages={flow.ui.messages} />
          <Button block onClick={() => navigate(next, { replace: true })}>
            {t("auth.verification.continue")}
          </Button>
        </>
      )}
      {flow && !verified && <FlowForm flow={flow} onSubmit={submit} submitting={submitting} />}
    </AuthScreen>
  );
}
