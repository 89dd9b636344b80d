import type { WatcherLink } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { Dialog } from "../../../components/ui/dialog/dialog";
import { toast } from "../../../components/ui/toast";
import { useFormatters } from "../../../lib/i18n";
import { revokeWatcherLink } from "../api/watcher-links";
import styles from "./watcher-links.module.css";

/** The user's links: label, state, scope, created, expires, last used; an active one can be revoked. */
export function WatcherLinkList(props: { identityId: string; links: WatcherLink[]; onRevoked: () => void }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const [revoking, setRevoking] = useState<WatcherLink | null>(null);
  const [busy, setBusy] = useState(false);
  const when = (at: string | null, none: string) =>
    at ? formatDate(at, { dateStyle: "medium", timeStyle: "short" }) : none;

  const confirm = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await revokeWatcherLink(props.identityId, revoking.id);
      toast.show({ type: "success", title: t("watchers.revoke.done") });
      setRevoking(null);
      props.onRevoked();
    } catch {
      toast.showGenericError();
    } finally {
      setBusy(false);
    }
  };

  if (props.links.length === 0) return <p className={styles.muted}>{t("watchers.list.empty")}</p>;
  return (
    <>
      <ul className={styles.list}>
        {props.links.map((link) => (
          <li key={link.id} className={styles.item} data-testid="watcher-link">
            <span className={styles.itemText}>
              <span className={styles.itemTitle}>
                <span translate="no">{link.label}</span>
                <span className={styles.state} data-state={link.state}>
                  {t(`watchers.state.${link.state}`)}
                </span>
              </span>
              <span className={styles.muted}>
                {t("watchers.list.scope", { accounts: link.miners.map((m) => m.account_name).join(", ") })}
              </span>
              <span className={styles.muted}>
                {t("watchers.list.created", { when: when(link.created_at, "") })} ·{" "}
                {t("watchers.list.expires", { when: when(link.expires_at, t("watchers.list.never")) })} ·{" "}
                {t("watchers.list.lastUsed", { when: when(link.last_used_at, t("watchers.list.notUsed")) })}
              </span>
            </span>
            {link.state === "active" && (
              <Button size="s" variant="secondary" onClick={() => setRevoking(link)}>
                {t("watchers.revoke.action")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Dialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        size="s"
        title={t("watchers.revoke.title")}
        description={t("watchers.revoke.text", { label: revoking?.label ?? "" })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRevoking(null)}>
              {t("watchers.revoke.cancel")}
            </Button>
            <Button variant="danger" loading={busy} onClick={confirm}>
              {t("watchers.revoke.confirm")}
            </Button>
          </>
        }
      />
    </>
  );
}
