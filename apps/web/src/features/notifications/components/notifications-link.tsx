import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import styles from "./notifications.module.css";

/** The way to `/settings/notifications` from `/settings`: a card with a line on what is there. */
export function NotificationsLink() {
  const { t } = useTranslation();
  return (
    <section className={styles.section}>
      <h2 className={styles.title}>{t("notifications.link.title")}</h2>
      <p className={styles.muted}>{t("notifications.link.text")}</p>
      <div>
        <Link className={styles.link} to={paths.app.notifications.getHref()} data-testid="notifications-link">
          {t("notifications.link.open")}
        </Link>
      </div>
    </section>
  );
}
