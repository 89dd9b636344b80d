import { NavLink } from "react-router";
import { Icon } from "../ui/icon/icon";
import styles from "./nav-list.module.css";

export type NavItem =
  | { to: string; label: string; icon: string; end?: boolean }
  /** An action rather than a page (opening the support chat). */
  | { id: string; label: string; icon: string; onSelect: () => void };
export type NavGroup = { id: string; label?: string; items: NavItem[] };

/** The side navigation: groups of links with icons; the current page is highlighted. */
export function NavList({ groups, label }: { groups: NavGroup[]; label: string }) {
  return (
    <nav className={styles.nav} aria-label={label}>
      {groups.map((group) => (
        <div key={group.id} className={styles.group}>
          {group.label && <p className={styles.groupLabel}>{group.label}</p>}
          <ul className={styles.list}>
            {group.items.map((item) =>
              "onSelect" in item ? (
                <li key={item.id}>
                  <button type="button" className={styles.link} onClick={item.onSelect}>
                    <Icon name={item.icon} size={18} />
                    <span>{item.label}</span>
                  </button>
                </li>
              ) : (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                  >
                    <Icon name={item.icon} size={18} />
                    <span>{item.label}</span>
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </div>
      ))}
    </nav>
  );
}
