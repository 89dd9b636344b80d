import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { paths } from "../../../config/paths";

/** What `/users` and `/users/{id}` show to anyone but the pool's owner and admins. */
export function StaffOnly() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="users"
      title={t("users.staffOnly.title")}
      description={t("users.staffOnly.text")}
      action={<Link to={paths.app.dashboard.getHref()}>{t("users.staffOnly.back")}</Link>}
    />
  );
}
