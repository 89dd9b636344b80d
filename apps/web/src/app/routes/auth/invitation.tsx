import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button/button";
import { Spinner } from "../../../components/ui/spinner/spinner";
import { paths } from "../../../config/paths";
import { acceptInvite } from "../../../features/invites/api/accept-invite";
import { sessionQueryOptions } from "../../../features/session/api/check-session";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import { isApiError } from "../../../lib/api-client";
import { usePoolConfig } from "../../use-identity-client";
import { AuthPageFrame } from "./auth-page-frame";
import styles from "./auth-page-frame.module.css";

/**
 * `/invitation?token=`: a signed-in user accepts the invite; a signed-out one signs in or up first, at the
 * Control Hub's branded page `/{operator}/auth` when the link names one (`&operator=`), back here afterwards.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  /** A Control Hub customer's invitation: sign in or up at the operator's branded page. */
  const operator = (search.get("operator") ?? "").trim().slice(0, 128);
  const session = useQuery(sessionQueryOptions(usePoolConfig()));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await acceptInvite(token);
      queryClient.removeQueries({ queryKey: ["identity"] });
      navigate(paths.app.dashboard.getHref(), { replace: true });
    } catch (failure) {
      if (isSecondFactorDeclined(failure)) setError(t("auth.secondFactor.declined"));
      else if (isApiError(failure))
        setError(t(`errors.codes.${failure.code}`, { defaultValue: failure.message }));
      else setError(t("ui.toast.genericError"));
    } finally {
      setBusy(false);
    }
  };

  if (!token)
    return <AuthPageFrame title={t("auth.invitation.title")} subtitle={t("auth.invitation.missing")} />;
  if (session.isPending) return <Spinner size={24} label={t("app.loading")} />;
  const back = new URLSearchParams({ return_to: window.location.href });
  return (
    <AuthPageFrame title={t("auth.invitation.title")} subtitle={t("auth.invitation.text")}>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {session.data?.status === "authenticated" ? (
        <Button block loading={busy} onClick={accept}>
          {t("auth.invitation.accept")}
        </Button>
      ) : (
        <div className={styles.actions}>
          <p className={styles.subtitle}>{t("auth.invitation.signInFirst")}</p>
          {operator ? (
            <>
              <Link to={paths.auth.operator.getHref(encodeURIComponent(operator), back)}>
                {t("auth.login.submitLink")}
              </Link>
              <Link
                to={paths.auth.operator.getHref(
                  encodeURIComponent(operator),
                  new URLSearchParams({ mode: "registration", return_to: window.location.href }),
                )}
              >
                {t("auth.login.toRegistration")}
              </Link>
            </>
          ) : (
            <>
              <Link to={paths.auth.login.getHref(back)}>{t("auth.login.submitLink")}</Link>
              <Link to={paths.auth.registration.getHref(back)}>{t("auth.login.toRegistration")}</Link>
            </>
          )}
        </div>
      )}
    </AuthPageFrame>
  );
}
