import type { RewardDetails } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { formatBtc, localizeDecimal as localDecimal } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import styles from "./payment-parts.module.css";

/** The figures of a reward's settlement day: shares, hashrate, rate, gross, fee (unless hidden) and net. */
export function RewardFigures({ reward, id }: { reward: RewardDetails; id?: string }) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const btc = (sats: number) => t("payments.reward.btc", { amount: formatBtc(sats, { locale }) });
  const rows: [string, string][] = [
    ["shareDifficulty", localDecimal(reward.share_difficulty, locale)],
    ["hashrate", t("payments.reward.hashrateValue", { value: localDecimal(reward.hashrate_ths, locale) })],
    ["rate", t("payments.reward.rateValue", { value: localDecimal(reward.rate_sats_per_th_day, locale) })],
    ["gross", btc(reward.gross)],
  ];
  if (reward.fee !== null) {
    const fee = btc(reward.fee);
    const percent = reward.fee_percent === null ? null : localDecimal(reward.fee_percent, locale);
    rows.push(["fee", percent === null ? fee : t("payments.reward.feeValue", { amount: fee, percent })]);
  }
  rows.push(["net", btc(reward.net)]);
  return (
    <dl className={styles.figures} id={id} data-testid="reward-figures">
      {rows.map(([key, value]) => (
        <div key={key} className={styles.figure} data-testid={`reward-${key}`}>
          <dt>{t(`payments.reward.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
