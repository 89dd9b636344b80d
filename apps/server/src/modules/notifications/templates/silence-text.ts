import { silenceMessage, type WorkerSilence } from "@pithead/contract";
import cn from "@pithead/contract/locales/cn/workers.json";
import en from "@pithead/contract/locales/en/workers.json";
import ru from "@pithead/contract/locales/ru/workers.json";
import { fill } from "../../mining-report/mining-report-texts";

const texts = { en: en.workers.silent, ru: ru.workers.silent, cn: cn.workers.silent };

/**
 * "No shares for 4 min, expected one every 12 s": the worker list's words (the contract's `workers.silent.*`
 * key and values), so the "worker down" mail says what the page shows.
 */
export function silenceText(language: keyof typeof texts, silence: WorkerSilence): string {
  const { key, values } = silenceMessage(silence);
  const name = key === "workers.silent.mark" ? "mark" : "markNoRate";
  return fill(texts[language][name], values);
}
