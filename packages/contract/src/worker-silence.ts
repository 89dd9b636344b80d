import { z } from "zod";

/**
 * The evidence shown beside a worker the alert rule judges silent (the server's `worker-alert-rule.ts`): the
 * minutes since its last share and the mean seconds between shares its rate made it expect (null for a worker
 * too slow to have a rate: judged by the 10-minute cap). The same words in the worker list, the worker detail
 * and the "worker down" mail: one message key (`workers.silent.*`) and these values.
 */
export const workerSilenceSchema = z.object({
  minutes: z.number().int().describe("Whole minutes since the last share"),
  expected_share_seconds: z
    .number()
    .nullable()
    .describe("Mean seconds between shares the rule expected at the worker's rate; null: no rate"),
});
export type WorkerSilence = z.infer<typeof workerSilenceSchema>;

/** The message key and its values: "No shares for 4 min, expected one every 12 s". */
export function silenceMessage(silence: WorkerSilence): {
  key: "workers.silent.mark" | "workers.silent.markNoRate";
  values: { minutes: number; seconds: number };
} {
  const seconds =
    silence.expected_share_seconds === null ? 0 : Math.max(1, Math.round(silence.expected_share_seconds));
  return {
    key: silence.expected_share_seconds === null ? "workers.silent.markNoRate" : "workers.silent.mark",
    values: { minutes: silence.minutes, seconds },
  };
}
