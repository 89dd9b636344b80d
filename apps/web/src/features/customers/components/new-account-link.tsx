import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import styles from "./customers.module.css";

/**
 * The way to `/customers/create-sub` from outside the Control Hub: "New miner account" on a pool's dashboard,
 * "New sub-account" in a miner's settings. The caller shows it only to a role with `manage_settings`.
 */
export function NewAccountLink({ kind }: { kind: "pool" | "miner" }) {
  const { t } = useTranslation();
  return (
    <Link
      className={kind === "pool" ? styles.primaryLink : styles.secondaryLink}
      to={paths.app.createSubAccount.getHref()}
      data-testid="new-account"
    >
      {kind === "pool" ? t("customers.own.newMinerAccount") : t("customers.own.newSubAccount")}
    </Link>
  );
}
