import { useTranslation } from "react-i18next";
import { Dropdown, type DropdownItem } from "../../../components/ui/dropdown";
import type { Permission } from "../types";
import { accountName } from "../utils/account-name";
import { orderAccounts } from "../utils/order-accounts";
import styles from "./account-switcher.module.css";

export type UserMenuProps = {
  email: string;
  permissions: readonly Permission[];
  active: Permission | null;
  onSwitch: (account: Permission) => void;
  onLogout: () => void;
};

/** The user menu of the app layout: the accounts (pool, operator, miner), the active one checked, and sign-out. */
export function UserMenu({ email, permissions, active, onSwitch, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const platform = t("app.accountTypes.platform");
  const accounts: DropdownItem[] = orderAccounts(permissions).map((account) => ({
    id: `account-${account.id}`,
    label:
      account.type === "platform"
        ? platform
        : `${accountName(account, platform)} · ${t(`app.accountTypes.${account.type}`)}`,
    selected: account.id === active?.id,
    onSelect: () => {
      if (account.id !== active?.id) onSwitch(account);
    },
  }));
  const items: DropdownItem[] = [
    ...accounts,
    { id: "logout", label: t("auth.logout.action"), icon: "logout", danger: true, onSelect: onLogout },
  ];
  // The accessible name starts with the visible text (WCAG 2.5.3, label in name), then says what the menu is.
  const name = active ? accountName(active, platform) : null;
  return (
    <Dropdown
      trigger={
        <span className={styles.name} data-testid="user-menu">
          {name ?? email}
        </span>
      }
      triggerClassName={styles.trigger}
      label={name === null ? t("auth.userMenu", { email }) : t("auth.userMenuOf", { name, email })}
      items={items}
      align="end"
    />
  );
}
