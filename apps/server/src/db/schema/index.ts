export * from "./accounts";
export * from "./pools";
