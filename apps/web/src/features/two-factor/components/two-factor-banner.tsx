import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { Icon } from "../../../components/ui/icon/icon";
import styles from "./two-factor.module.css";

/** "Protect your account with two-factor authentication", leading to settings. */
export function TwoFactorBanner({ onSetUp }: { onSetUp: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.banner} data-testid="two-factor-banner">
      <Icon name="alert" size={20} className={styles.bannerIcon} />
      <p className={styles.bannerText}>{t("auth.secondFactor.banner")}</p>
      <Button size="s" onClick={onSetUp}>
        {t("auth.secondFactor.setUp")}
      </Button>
    </div>
  );
}
