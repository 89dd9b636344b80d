import type { SignupCodeOutcome } from "@pithead/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button/button";
import { paths } from "../../../config/paths";
import { AccountNameForm } from "../../../features/accounts/components/account-name-form";
import { SignupCodeOutcomeNotice } from "../../../features/promocodes/components/signup-code-outcome";
import { forgetPromocode, pendingPromocode } from "../../../features/promocodes/utils/pending-promocode";
import { useLogout } from "../../use-logout";
import { AuthPageFrame } from "./auth-page-frame";

/**
 * `/auth/name`: a signed-in user without accounts chooses an account name and gets a miner account. A promo or
 * referral code from the sign-up link (`?promocode=`, or kept at registration) goes with it; what became of it
 * is shown before going on to the dashboard.
 */
export function NamePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const [search] = useSearchParams();
  const [promocode] = useState(() => pendingPromocode(search));
  const [outcome, setOutcome] = useState<SignupCodeOutcome | null>(null);
  const goOn = () => {
    queryClient.removeQueries({ queryKey: ["identity"] });
    navigate(paths.app.dashboard.getHref(), { replace: true });
  };
  return (
    <AuthPageFrame title={t("auth.name.title")} subtitle={t("auth.name.subtitle")}>
      {outcome ? (
        <>
          <SignupCodeOutcomeNotice outcome={outcome} />
          <Button block onClick={goOn}>
            {t("promocodes.signup.continue")}
          </Button>
        </>
      ) : (
        <>
          {promocode && (
            <p data-testid="signup-code-pending">{t("promocodes.signup.pending", { code: promocode })}</p>
          )}
          <AccountNameForm
            promocode={promocode}
            onCreated={(created) => {
              forgetPromocode();
              if (created.promocode) setOutcome(created.promocode);
              else goOn();
            }}
          />
          <Button variant="ghost" block onClick={() => void logout()}>
            {t("auth.logout.action")}
          </Button>
        </>
      )}
    </AuthPageFrame>
  );
}
