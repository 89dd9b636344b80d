import cn from "@pithead/contract/locales/cn/tax.json";
import en from "@pithead/contract/locales/en/tax.json";
import ru from "@pithead/contract/locales/ru/tax.json";
import { describeLocaleFiles } from "../../lib/locales-testing";

describeLocaleFiles("tax calculator", { en, ru, cn }, { areas: ["tax"] });
