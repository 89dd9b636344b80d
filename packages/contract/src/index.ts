export * from "./accounts";
export * from "./errors";
export * from "./languages";
export * from "./meta";
export * from "./pools";
export * from "./telemetry";
export * from "./watchers";
