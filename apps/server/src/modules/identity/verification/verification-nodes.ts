import { accountMsg } from "../flow/account-messages";
import { anchorNode, type UiNode } from "../flow/ui-nodes";

/** The UI node of a passed verification flow (the address and code forms: strategies/code/code-nodes.ts). */
export function verificationDoneNodes(continueTo: string): UiNode[] {
  const node = anchorNode("code", "continue", continueTo, accountMsg.labelContinue());
  node.meta.label = accountMsg.labelContinue();
  return [node];
}
