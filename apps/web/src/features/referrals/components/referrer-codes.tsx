import { type ReferrerCodes, referrerCodesMax } from "@pithead/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { CopyButton } from "../../../components/ui/clipboard";
import { toast } from "../../../components/ui/toast";
import { fieldErrorOf, reportFailure } from "../../../lib/api-failure";
import { useFormatters } from "../../../lib/i18n";
import { createReferrerCode, referrerCodesKey } from "../api/referrer-codes";
import { absoluteLink } from "../utils/share-link";
import styles from "./referrals.module.css";

/** The miner's codes with their share links (copy buttons), and "New code" for the owner or an administrator. */
export function ReferrerCodesList(props: {
  minerId: string;
  data: ReferrerCodes;
  canManage: boolean;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const { formatDate, formatNumber } = useFormatters();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const full = props.data.codes.length >= referrerCodesMax;
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  const create = async () => {
    setBusy(true);
    try {
      const code = await createReferrerCode(props.minerId);
      toast.show({ type: "success", title: t("referrals.codes.newDone", { code: code.code }) });
      await queryClient.invalidateQueries({ queryKey: referrerCodesKey(props.minerId) });
    } catch (error) {
      if (fieldErrorOf(error, "code") === "max_length")
        toast.show({ type: "error", title: t("referrals.codes.max", { max: referrerCodesMax }) });
      else reportFailure(error, t, props.isDeclined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {props.data.codes.length === 0 ? (
        <p className={styles.muted}>{t("referrals.codes.empty")}</p>
      ) : (
        <ul className={styles.codes} data-testid="referrer-codes">
          {props.data.codes.map((code) => {
            const link = absoluteLink(code.link, origin);
            return (
              <li key={code.id} className={styles.code} data-testid="referrer-code" data-code={code.code}>
                <span className={styles.codeMain}>
                  <span className={styles.codeTitle}>
                    {code.code}
                    <CopyButton
                      value={code.code}
                      title={t("referrals.codes.codeCopied")}
                      label={t("referrals.codes.copyCode", { code: code.code })}
                    />
                  </span>
                  <span className={styles.link}>
                    <code data-testid="referrer-link" translate="no">
                      {link}
                    </code>
                    <CopyButton
                      value={link}
                      title={t("referrals.codes.copied")}
                      label={t("referrals.codes.copy", { code: code.code })}
                    />
                  </span>
                </span>
                <span className={styles.codeMeta}>
                  <span>
                    {t("referrals.codes.used")}: {formatNumber(code.referrals)}
                  </span>
                  <span>
                    {t("referrals.codes.created")}: {formatDate(code.created_at, { dateStyle: "medium" })}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {props.canManage ? (
        <div className={styles.sectionHead}>
          <Button variant="secondary" loading={busy} disabled={full} onClick={() => void create()}>
            {t("referrals.codes.new")}
          </Button>
          {full && (
            <span className={styles.muted}>{t("referrals.codes.max", { max: referrerCodesMax })}</span>
          )}
        </div>
      ) : (
        <p className={styles.muted}>{t("referrals.codes.readOnly")}</p>
      )}
    </>
  );
}
