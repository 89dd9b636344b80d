export * from "./dropdown";
