import { burstFile } from "./burst-suite";

/** The concurrency suite's accounts rows (concurrency-table.ts, `file: "accounts"`): see README.md. */
burstFile("accounts");
