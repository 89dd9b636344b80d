export * from "./amounts";
export * from "./profit-tax";
export * from "./progressive-tax";
export * from "./scales";
