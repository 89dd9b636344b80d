import cn from "@pithead/contract/locales/cn/mining-report.json";
import en from "@pithead/contract/locales/en/mining-report.json";
import ru from "@pithead/contract/locales/ru/mining-report.json";
import { describeLocaleFiles } from "../../lib/locales-testing";

describeLocaleFiles(
  "mining report",
  { en, ru, cn },
  {
    areas: ["miningReport"],
    sameAs: (key, language) => language === "ru" && key === "miningReport.days.sourceValue",
  },
);
