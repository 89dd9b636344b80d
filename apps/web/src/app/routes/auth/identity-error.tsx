import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../../config/paths";
import { useIdentityClient } from "../../use-identity-client";
import { AuthPageFrame } from "./auth-page-frame";
import styles from "./auth-page-frame.module.css";

/**
 * `/auth/error?id=`: where the identity service sends a browser whose flow failed outside the SPA (an expired
 * link, a refused form post). Shows the stored error's message and the way back to sign-in.
 */
export function IdentityErrorPage() {
  const { t } = useTranslation();
  const client = useIdentityClient();
  const id = useSearchParams()[0].get("id");
  const error = useQuery({
    queryKey: ["identity-error", id],
    queryFn: () => client.getFlowError({ id: id ?? "" }),
    enabled: Boolean(id),
    retry: false,
    meta: { silent: true },
  });
  const details = error.data?.error as { message?: string; reason?: string } | undefined;
  const text = details?.reason ?? details?.message ?? t("auth.identityError.unknown");
  return (
    <AuthPageFrame title={t("auth.identityError.title")} subtitle={error.isPending && id ? undefined : text}>
      <Link className={styles.link} to={paths.auth.login.getHref()}>
        {t("auth.identityError.back")}
      </Link>
    </AuthPageFrame>
  );
}
