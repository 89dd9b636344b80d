import { burstFile } from "./burst-suite";

/** The concurrency suite's people rows (concurrency-table.ts, `file: "people"`): see README.md. */
burstFile("people");
