import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { ListState } from "../../../components/ui/list-state/list-state";
import { Pager } from "../../../components/ui/pager/pager";
import { isApiError } from "../../../lib/api-client";
import { localizeDecimal } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import { REFERRALS_PER_PAGE, referralPages, useReferrals } from "../api/referrals";
import { useReferrerCodes } from "../api/referrer-codes";
import { ReferralEarnings } from "./referral-earnings";
import styles from "./referrals.module.css";
import { ReferredMiners } from "./referred-miners";
import { ReferrerCodesList } from "./referrer-codes";

/**
 * `/referrals` of one miner: the pool's referral terms, the miner's codes with their share links, the miners
 * who signed up with them (masked, 20 a page) and what they earned the referrer.
 */
export function ReferralsView(props: {
  minerId: string;
  canManage: boolean;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const { locale, formatNumber } = useFormatters();
  const codes = useReferrerCodes(props.minerId);
  const [page, setPage] = useState(1);
  const list = useReferrals(props.minerId, page);
  const rows = list.data?.data ?? [];
  const texts = (query: { error: unknown }) => ({
    loading: t("referrals.loading"),
    failed:
      isApiError(query.error) && query.error.code === "access_denied"
        ? t("referrals.denied")
        : t("referrals.failed"),
    retry: t("referrals.retry"),
  });
  const total = list.data?.total ?? 0;
  const from = (page - 1) * REFERRALS_PER_PAGE + 1;
  return (
    <div className={styles.root}>
      <section className={styles.section} aria-labelledby="referral-terms-title">
        <h2 id="referral-terms-title" className={styles.sectionTitle}>
          {t("referrals.terms.title")}
        </h2>
        <ListState list={codes} empty={!codes.data} texts={texts(codes)} emptyView={null}>
          {codes.data && (
            <>
              <p className={styles.text} data-testid="referral-terms">
                {t("referrals.terms.text", {
                  percent: localizeDecimal(codes.data.share_percent, locale),
                  days: formatNumber(codes.data.duration_days),
                })}
              </p>
              <dl className={styles.figures}>
                <div className={styles.figure}>
                  <dt>{t("referrals.terms.share")}</dt>
                  <dd>{localizeDecimal(codes.data.share_percent, locale)} %</dd>
                </div>
                <div className={styles.figure}>
                  <dt>{t("referrals.terms.duration")}</dt>
                  <dd>{t("referrals.terms.days", { days: formatNumber(codes.data.duration_days) })}</dd>
                </div>
              </dl>
            </>
          )}
        </ListState>
      </section>
      <section className={styles.section} aria-labelledby="referral-codes-title">
        <h2 id="referral-codes-title" className={styles.sectionTitle}>
          {t("referrals.codes.title")}
        </h2>
        <p className={styles.text}>{t("referrals.codes.text")}</p>
        {codes.data && (
          <ReferrerCodesList
            minerId={props.minerId}
            data={codes.data}
            canManage={props.canManage}
            isDeclined={props.isDeclined}
          />
        )}
      </section>
      <section className={styles.section} aria-labelledby="referred-title">
        <h2 id="referred-title" className={styles.sectionTitle}>
          {t("referrals.list.title")}
        </h2>
        <p className={styles.text}>{t("referrals.list.text")}</p>
        <ListState
          list={list}
          empty={rows.length === 0}
          texts={texts(list)}
          emptyView={
            <EmptyState
              icon="referrals"
              title={t("referrals.list.empty")}
              description={t("referrals.list.emptyText")}
            />
          }
        >
          <ReferredMiners rows={rows} />
          <Pager label={t("referrals.list.pages")} page={page} pages={referralPages(total)} onPage={setPage}>
            <span className={styles.muted}>
              {t("referrals.list.count", {
                from: formatNumber(from),
                to: formatNumber(from + rows.length - 1),
                total: formatNumber(total),
              })}
            </span>
          </Pager>
        </ListState>
      </section>
      {list.data && (
        <section className={styles.section} aria-labelledby="referral-earnings-title">
          <h2 id="referral-earnings-title" className={styles.sectionTitle}>
            {t("referrals.earnings.title")}
          </h2>
          <p className={styles.text}>{t("referrals.earnings.text")}</p>
          <ReferralEarnings data={list.data} />
        </section>
      )}
    </div>
  );
}
