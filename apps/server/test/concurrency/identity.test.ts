import { burstFile } from "./burst-suite";

/** The concurrency suite's identity rows (concurrency-table.ts, `file: "identity"`): see README.md. */
burstFile("identity");
