export * from "./icon";
