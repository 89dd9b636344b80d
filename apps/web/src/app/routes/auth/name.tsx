import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button/button";
import { paths } from "../../../config/paths";
import { AccountNameForm } from "../../../features/accounts/components/account-name-form";
import { useLogout } from "../../use-logout";
import { AuthPageFrame } from "./auth-page-frame";

/** `/auth/name`: a signed-in user without accounts chooses an account name and gets a miner account. */
export function NamePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <AuthPageFrame title={t("auth.name.title")} subtitle={t("auth.name.subtitle")}>
      <AccountNameForm
        onCreated={async () => {
          queryClient.removeQueries({ queryKey: ["identity"] });
          navigate(paths.app.dashboard.getHref(), { replace: true });
        }}
      />
      <Button variant="ghost" block onClick={() => void logout()}>
        {t("auth.logout.action")}
      </Button>
    </AuthPageFrame>
  );
}
