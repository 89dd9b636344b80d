import type { UiNode } from "@ory/client-fetch";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { CopyButton } from "../../../components/ui/clipboard";
import type { Flow, FlowBody } from "../types";
import { buildFlowBody, type InputNode, isInputNode } from "../utils/flow-body";
import { FlowForm } from "./flow-form";
import { lookupCodes } from "./node-content";
import styles from "./settings.module.css";

export function hasInput(nodes: readonly UiNode[], name: string): boolean {
  return nodes.some((node) => isInputNode(node) && node.attributes.name === name);
}

/**
 * The identity's recovery codes as the settings flow shows them: `saved` (reveal, regenerate and disable are
 * offered), `pending` (new codes shown, waiting for "I have saved the codes") or `none` (only "generate").
 */
export type RecoveryCodesState = "saved" | "pending" | "none";

export function recoveryCodesState(nodes: readonly UiNode[]): RecoveryCodesState {
  if (hasInput(nodes, "lookup_secret_disable")) return "saved";
  if (hasInput(nodes, "lookup_secret_confirm")) return "pending";
  return "none";
}

export function shownLookupCodes(nodes: readonly UiNode[]): string[] {
  for (const node of nodes) {
    if (node.attributes.node_type === "text") {
      const codes = lookupCodes(node.attributes.text);
      if (codes.length) return codes;
    }
  }
  return [];
}

function download(codes: readonly string[]): void {
  const url = URL.createObjectURL(new Blob([`${codes.join("\n")}\n`], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "recovery-codes.txt";
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Two-factor set-up in two steps: (1) the authenticator QR code, its secret and a code to link it (the
 * identity service links it there, as Kratos does); (2) the recovery codes to save (copy or download), then
 * confirmed, or skipped on purpose after a warning. The set-up ends only with one of the two (`onDone`);
 * leaving step 2 otherwise leaves the authenticator on without codes, which the settings then remind of.
 */
export function TwoFactorSetup({
  flow,
  submit,
  submitting,
  onDone,
}: {
  flow: Flow;
  submit: (body: FlowBody) => Promise<void>;
  submitting: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const nodes = flow.ui.nodes;
  const step = hasInput(nodes, "totp_unlink") ? 2 : 1;
  const codes = shownLookupCodes(nodes);
  const requested = useRef(false);

  // Step 2 starts by generating the codes (`lookup_secret_regenerate`), once.
  useEffect(() => {
    if (step !== 2 || codes.length || requested.current || submitting) return;
    requested.current = true;
    const regenerate = nodes.find(
      (node): node is InputNode => isInputNode(node) && node.attributes.name === "lookup_secret_regenerate",
    );
    if (regenerate) void submit(buildFlowBody(nodes, {}, regenerate));
  }, [step, codes.length, nodes, submit, submitting]);

  const confirm = nodes.find(
    (node): node is InputNode => isInputNode(node) && node.attributes.name === "lookup_secret_confirm",
  );
  return (
    <div className={styles.setup} data-testid="two-factor-setup">
      <p className={styles.step}>{t("settings.security.setup.step", { step, total: 2 })}</p>
      {step === 1 && (
        <>
          <p className={styles.text}>{t("settings.security.setup.authenticator")}</p>
          <FlowForm flow={flow} onSubmit={submit} submitting={submitting} groups={["totp"]} hideMessages />
        </>
      )}
      {step === 2 && (
        <>
          <p className={styles.text}>{t("settings.security.setup.codes")}</p>
          {codes.length > 0 && (
            <ul className={styles.codes} data-testid="recovery-codes">
              {codes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.actions}>
            <CopyButton value={codes.join("\n")} />
            <Button variant="secondary" size="s" disabled={!codes.length} onClick={() => download(codes)}>
              {t("settings.security.setup.download")}
            </Button>
          </div>
          <Button
            block
            loading={submitting}
            disabled={!confirm}
            onClick={async () => {
              if (!confirm) return;
              await submit(buildFlowBody(nodes, {}, confirm));
              onDone();
            }}
          >
            {t("settings.security.setup.confirm")}
          </Button>
          <div className={styles.reminder} data-testid="skip-recovery-codes">
            <p className={styles.reminderText}>{t("settings.security.setup.skipWarning")}</p>
            <Button variant="secondary" size="s" disabled={submitting} onClick={onDone}>
              {t("settings.security.setup.skip")}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
