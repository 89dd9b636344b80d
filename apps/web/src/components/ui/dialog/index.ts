export { Dialog } from "./dialog";
export * from "./dialog-rules";
