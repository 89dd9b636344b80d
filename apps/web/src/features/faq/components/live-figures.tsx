import { useTranslation } from "react-i18next";
import { useCurrentFee } from "../../../lib/current-fee";
import { useFormatters } from "../../../lib/i18n";
import { useRateInForce } from "../api/get-rate-in-force";
import { difficultyOfDay, EXAMPLE_THS, rewardExample } from "../utils/reward-example";
import styles from "./faq.module.css";

export interface LiveMiner {
  id: string;
  accountName: string;
}

/**
 * The account's figures under the reward answers, from the API: the fee in force (`miners/{id}/fees/current`),
 * the FPPS rate in force (`rate_sats_per_th_day` of `miners/{id}/processing-earnings`), and a day worked out with
 * both by the server's rule. Without a miner whose payments the reader sees, it says where they show.
 */
export function LiveFigures({ miner }: { miner: LiveMiner | null }) {
  const { t } = useTranslation();
  if (!miner)
    return (
      <p className={styles.live} data-testid="faq-live-unavailable">
        {t("faq.live.unavailable")}
      </p>
    );
  return <MinerFigures miner={miner} />;
}

function MinerFigures({ miner }: { miner: LiveMiner }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const fee = useCurrentFee(miner.id);
  const rate = useRateInForce(miner.id);
  if (fee.isError || rate.isError)
    return (
      <p className={styles.live} role="alert">
        {t("faq.live.failed")}
      </p>
    );
  if (!fee.data || !rate.data) return <p className={styles.live}>{t("faq.live.loading")}</p>;

  const percent = (text: string) =>
    t("faq.live.percent", { value: formatNumber(Number(text), { maximumFractionDigits: 4 }) });
  const { pool_percent: pool, operator_percent: operator, percent: total, hidden } = fee.data;
  const withOperator = !hidden && operator !== null && Number(operator) > 0 && total !== null;
  // What the example deducts: the total when it is shown, else the pool's part (all the reader may see).
  const charged = withOperator && total !== null ? total : pool;
  const rateSats = rate.data.rate_sats_per_th_day;
  const sats = (value: bigint) => formatNumber(value);
  const example = rateSats ? rewardExample(EXAMPLE_THS, rateSats, charged) : null;

  return (
    <div className={styles.live} data-testid="faq-live">
      <p className={styles.liveTitle}>{t("faq.live.title")}</p>
      <p data-testid="faq-live-fee" data-fee={withOperator ? total : pool}>
        {withOperator
          ? t("faq.live.feeWithOperator", {
              account: miner.accountName,
              total: percent(total ?? "0"),
              pool: percent(pool),
              operator: percent(operator ?? "0"),
            })
          : t("faq.live.fee", { account: miner.accountName, fee: percent(pool) })}
      </p>
      <p data-testid="faq-live-rate" data-rate={rateSats ?? ""}>
        {rateSats
          ? t("faq.live.rate", { rate: formatNumber(Number(rateSats), { maximumFractionDigits: 3 }) })
          : t("faq.live.noRate")}
      </p>
      {example && (
        <p data-testid="faq-live-example">
          {t("faq.live.example", {
            hashrate: formatNumber(EXAMPLE_THS),
            difficulty: formatNumber(difficultyOfDay(EXAMPLE_THS), { maximumSignificantDigits: 4 }),
            gross: sats(example.gross),
            fee: percent(charged),
            feeSats: sats(example.fee),
            net: sats(example.net),
            netBtc: formatNumber(Number(example.net) / 1e8, {
              minimumFractionDigits: 8,
              maximumFractionDigits: 8,
            }),
          })}
        </p>
      )}
    </div>
  );
}
