import cn from "@pithead/contract/locales/cn/workers.json";
import en from "@pithead/contract/locales/en/workers.json";
import ru from "@pithead/contract/locales/ru/workers.json";
import { describeLocaleFiles } from "../../lib/locales-testing";

describeLocaleFiles("workers", { en, ru, cn }, { areas: ["workers"] });
