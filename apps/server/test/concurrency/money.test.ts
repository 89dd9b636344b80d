import { burstFile } from "./burst-suite";

/** The concurrency suite's money rows (concurrency-table.ts, `file: "money"`): see README.md. */
burstFile("money");
