export * from "./accounts";
export * from "./courier";
export * from "./identity";
export * from "./invites";
export * from "./miner-deletion-requests";
export * from "./permissions";
export * from "./pools";
export * from "./users";
