import type { ProfitSharing } from "@pithead/contract";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { ListState } from "../../../components/ui/list-state/list-state";
import { isApiError } from "../../../lib/api-client";
import { localizeDecimal } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import { useProfitSharings } from "../api/profit-sharings";
import { trimPercent } from "../utils/percent";
import { dayFormat, onlyProfitSharing } from "../utils/split-view";
import { EndSplitDialog } from "./end-split-dialog";
import styles from "./profit-sharing.module.css";
import { ShareDialog } from "./share-dialog";
import { SplitsTable } from "./splits-table";

export type ProfitSharingViewProps = {
  minerId: string;
  /** The miner's own account name: nobody shares with themselves. */
  accountName: string;
  /** The role may change splits (`manage_settings`); otherwise the page is read-only. */
  canManage: boolean;
  /** "Share with a miner" was asked for (the page's action button); `onShareClose` ends it. */
  sharing: boolean;
  onShare: () => void;
  onShareClose: () => void;
  isDeclined: (error: unknown) => boolean;
};

/**
 * `/profit-sharing` of one miner: the splits it gives (share, change, end) and the ones it receives (read-only).
 * Referral splits are the `/referrals` page's and are left out here.
 */
export function ProfitSharingView(props: ProfitSharingViewProps) {
  const { t } = useTranslation();
  const { locale, formatDate } = useFormatters();
  const query = useProfitSharings(props.minerId);
  // The dialog's recipient (null: a new split) stays while it closes, so its title does not flip mid-animation.
  const [target, setTarget] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const [ending, setEnding] = useState<ProfitSharing | null>(null);
  const data = query.data;
  const given = onlyProfitSharing(data?.given ?? []);
  const received = onlyProfitSharing(data?.received ?? []);
  const denied = isApiError(query.error) && query.error.code === "access_denied";
  const texts = {
    loading: t("profitSharing.loading"),
    failed: denied ? t("profitSharing.denied") : t("profitSharing.failed"),
    retry: t("profitSharing.retry"),
  };
  useEffect(() => {
    if (props.sharing) setTarget(null);
  }, [props.sharing]);
  const closeShare = () => {
    setChanging(false);
    props.onShareClose();
  };
  const shareAction = props.canManage ? (
    <Button onClick={props.onShare}>{t("profitSharing.share.open")}</Button>
  ) : undefined;

  return (
    <div className={styles.root}>
      <section className={styles.section} aria-labelledby="splits-given-title">
        <div className={styles.sectionHead}>
          <h2 id="splits-given-title" className={styles.sectionTitle}>
            {t("profitSharing.given.title")}
          </h2>
          {data && given.length > 0 && (
            <span className={styles.total} data-testid="given-total">
              {t("profitSharing.given.total", {
                day: dayFormat(formatDate)(data.next_start),
                percent: `${localizeDecimal(trimPercent(data.given_percent), locale)} %`,
              })}
            </span>
          )}
        </div>
        {given.length > 0 && <p className={styles.text}>{t("profitSharing.given.text")}</p>}
        {!props.canManage && <p className={styles.muted}>{t("profitSharing.readOnly")}</p>}
        <ListState
          list={query}
          empty={given.length === 0}
          texts={texts}
          emptyView={
            <EmptyState
              icon="profit"
              title={t("profitSharing.given.emptyTitle")}
              description={t("profitSharing.given.emptyText")}
              action={shareAction}
            />
          }
        >
          <SplitsTable
            rows={given}
            side="given"
            canManage={props.canManage}
            onChange={(split) => {
              setTarget(split.recipient.account_name);
              setChanging(true);
            }}
            onEnd={setEnding}
          />
        </ListState>
      </section>
      <section className={styles.section} aria-labelledby="splits-received-title">
        <h2 id="splits-received-title" className={styles.sectionTitle}>
          {t("profitSharing.received.title")}
        </h2>
        <p className={styles.text}>{t("profitSharing.received.text")}</p>
        {data &&
          (received.length > 0 ? (
            <SplitsTable rows={received} side="received" canManage={false} />
          ) : (
            <p className={styles.muted} data-testid="received-empty">
              {t("profitSharing.received.empty")}
            </p>
          ))}
      </section>
      {data && props.canManage && (
        <ShareDialog
          open={props.sharing || changing}
          onClose={closeShare}
          minerId={props.minerId}
          selfName={props.accountName}
          data={data}
          recipient={props.sharing ? null : target}
          isDeclined={props.isDeclined}
        />
      )}
      {data && props.canManage && (
        <EndSplitDialog
          split={ending}
          onClose={() => setEnding(null)}
          minerId={props.minerId}
          nextStart={data.next_start}
          isDeclined={props.isDeclined}
        />
      )}
    </div>
  );
}
