import cn from "@pithead/contract/locales/cn/operator-report.json";
import en from "@pithead/contract/locales/en/operator-report.json";
import ru from "@pithead/contract/locales/ru/operator-report.json";
import { describeLocaleFiles } from "../../lib/locales-testing";

describeLocaleFiles(
  "Control Hub mining report",
  { en, ru, cn },
  {
    areas: ["operatorReport"],
    // "Control Hub" is the product's name in every language.
    sameAs: (key) => key === "operatorReport.facts.operator",
  },
);
