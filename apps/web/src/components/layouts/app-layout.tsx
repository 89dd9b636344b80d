import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "../ui/icon/icon";
import styles from "./app-layout.module.css";
import { Brand } from "./brand";
import { type NavGroup, NavList } from "./nav-list";

export type AppLayoutProps = {
  brandName: string;
  navigation: NavGroup[];
  labels: { navigation: string; openMenu: string; closeMenu: string };
  /** Right side of the top bar: account, language picker. */
  actions?: ReactNode;
  /** Bottom of the sidebar and the mobile menu: account summary, sign-out. */
  footer?: ReactNode;
  children: ReactNode;
};

/** The signed-in shell: sidebar on desktop (>= 1024 px), top bar with a slide-in menu below. */
export function AppLayout({ brandName, navigation, labels, actions, footer, children }: AppLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <div className={styles.sidebarBrand}>
          <Brand name={brandName} />
        </div>
        <div className={styles.sidebarNav}>
          <NavList groups={navigation} label={labels.navigation} />
        </div>
        {footer && <div className={styles.sidebarFooter}>{footer}</div>}
      </aside>

      <header className={styles.topbar}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={labels.openMenu}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" />
        </button>
        <div className={styles.topbarBrand}>
          <Brand name={brandName} />
        </div>
        <div className={styles.actions}>{actions}</div>
      </header>

      <div className={styles.drawer} data-open={menuOpen || undefined} inert={!menuOpen}>
        <button
          type="button"
          className={styles.overlay}
          tabIndex={-1}
          aria-label={labels.closeMenu}
          onClick={() => setMenuOpen(false)}
        />
        <div className={styles.panel}>
          <div className={styles.panelHeader}>
            <Brand name={brandName} />
            <button
              type="button"
              className={styles.menuButton}
              aria-label={labels.closeMenu}
              onClick={() => setMenuOpen(false)}
            >
              <Icon name="close" />
            </button>
          </div>
          <div className={styles.sidebarNav}>
            <NavList groups={navigation} label={labels.navigation} />
          </div>
          {footer && <div className={styles.sidebarFooter}>{footer}</div>}
        </div>
      </div>

      <main className={styles.main}>{children}</main>
    </div>
  );
}
