export { CopyButton } from "./copy-button";
export { useCopyToClipboard } from "./use-copy-to-clipboard";
