import { chartPeriods } from "@pithead/contract";

/**
 * The pool's rules the answers state (SPEC sections 4, 5 and 9), interpolated into the texts so that no figure is
 * written into a translation. The times are the server's jobs (`jobs/schedule.ts`: rewards for yesterday once it is
 * 09:00 UTC, payouts at the schedule's `time_utc`). The page replaces `payoutTime` with the platform's schedule
 * from `pools/current` (`settings.payout_time_utc`); 14:00 is its default.
 */
export const poolRules = {
  rewardTime: "09:00",
  payoutTime: "14:00",
  walletPauseHours: 24,
  stableMinutes: 1,
  unavailableMinutes: 10,
  offHours: 24,
  removedDays: 6,
  /** The worker alert rule never calls a worker down sooner (server `worker-alert-rule.ts` minSilenceSeconds). */
  alertMinMinutes: 2,
  collectingMinutes: 15,
  chartUnavailableHours: 1,
  staleDays: 7,
  shareDelayMinutes: 5,
  stratumAddresses: 3,
  codeDigits: 6,
} as const;

/** Only to keep the chart answer honest: it names four periods; a change in the contract fails the unit test. */
export const chartPeriodCount = chartPeriods.length;

export type FaqSectionId = "rewards" | "mining" | "account";

export interface FaqQuestion {
  /** The anchor: `/faq#<id>`; stable, never translated. */
  id: string;
  /** `faq.questions.<key>.{q,a}`. */
  key: string;
  /** The placeholders of the answer. */
  values?: Record<string, string | number>;
  /** Shows the account's fee, the rate in force and an example under the answer. */
  live?: boolean;
}

const r = poolRules;

export const faqSections: { id: FaqSectionId; questions: FaqQuestion[] }[] = [
  {
    id: "rewards",
    questions: [
      { id: "fpps", key: "fpps" },
      { id: "daily-reward", key: "rewardFormula", live: true },
      { id: "pool-fee", key: "poolFee", live: true },
      { id: "settlement-day", key: "settlementDay", values: { rewardTime: r.rewardTime } },
      {
        id: "payout-times",
        key: "payoutTimes",
        values: { rewardTime: r.rewardTime, payoutTime: r.payoutTime },
      },
      { id: "wallet-change", key: "walletPause", values: { hours: r.walletPauseHours } },
    ],
  },
  {
    id: "mining",
    questions: [
      { id: "stratum-setup", key: "stratum", values: { count: r.stratumAddresses } },
      { id: "worker-names", key: "workerNames" },
      {
        id: "worker-states",
        key: "workerStates",
        values: {
          stableMinutes: r.stableMinutes,
          unavailableMinutes: r.unavailableMinutes,
          offHours: r.offHours,
          removedDays: r.removedDays,
          alertMinMinutes: r.alertMinMinutes,
        },
      },
      { id: "share-delay", key: "shareDelay", values: { minutes: r.shareDelayMinutes } },
      {
        id: "chart-states",
        key: "chartStates",
        values: {
          collectingMinutes: r.collectingMinutes,
          unavailableHours: r.chartUnavailableHours,
          staleDays: r.staleDays,
        },
      },
    ],
  },
  {
    id: "account",
    questions: [
      { id: "watcher-links", key: "watchers" },
      { id: "two-factor", key: "twoFactor", values: { digits: r.codeDigits } },
      { id: "notifications", key: "notifications" },
      { id: "monthly-report", key: "miningReport" },
    ],
  },
];

export const allQuestions = faqSections.flatMap((s) => s.questions);
