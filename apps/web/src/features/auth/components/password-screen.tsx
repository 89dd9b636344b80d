import type { FrontendApi } from "@ory/client-fetch";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "../../../components/ui/toast";
import { paths } from "../../../config/paths";
import { useFlow } from "../hooks/use-flow";
import { AuthScreen } from "./auth-screen";
import { FlowForm } from "./flow-form";

/** `/auth/password`: a new password after recovery, through the settings flow the recovery created. */
export function PasswordScreen({ client, onSaved }: { client: FrontendApi; onSaved?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { flow, submit, submitting } = useFlow({
    client,
    kind: "settings",
    flowId: search.get("flow"),
    onFlowId: (id) => {
      if (search.get("flow") === id) return;
      setSearch(new URLSearchParams({ flow: id }), { replace: true });
    },
    onSuccess: (_result, next) => {
      if (next.state !== "success") return;
      toast.show({ type: "success", title: t("auth.password.saved") });
      onSaved?.();
      navigate(paths.app.dashboard.getHref(), { replace: true });
    },
  });
  return (
    <AuthScreen title={t("auth.password.title")} subtitle={t("auth.password.subtitle")} loading={!flow}>
      {flow && <FlowForm flow={flow} onSubmit={submit} submitting={submitting} groups={["password"]} />}
    </AuthScreen>
  );
}
