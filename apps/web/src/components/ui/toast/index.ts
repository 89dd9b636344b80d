export { ToastProvider } from "./toast-provider";
export * from "./toast-store";
export { useToast } from "./use-toast";
