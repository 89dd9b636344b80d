import type { FrontendApi } from "@ory/client-fetch";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button/button";
import { toast } from "../../../components/ui/toast";
import { useFlow } from "../hooks/use-flow";
import { FlowForm } from "./flow-form";
import { FlowMessages } from "./node-messages";
import styles from "./settings.module.css";
import { hasInput, recoveryCodesState, TwoFactorSetup } from "./two-factor-setup";

export type SecuritySettingsProps = {
  client: FrontendApi;
  /** After a saved change (the identity's credentials may have changed). */
  onChanged: () => void;
  /** `session_aal2_required`: the two-factor dialog; resolves true when verified. */
  onSecondFactor: () => Promise<boolean>;
};

export function SettingsSection({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section}>
      <h2 className={styles.title}>{title}</h2>
      {text && <p className={styles.text}>{text}</p>}
      {children}
    </section>
  );
}

/**
 * A credential change here (password, authenticator, codes, keys) signs the other sessions out: the flow's
 * per-method "Sign out of all other sessions" box is sent checked, not drawn, so the action shows once, in the
 * sessions section.
 */
const signOutOthers = { revoke_other_sessions: true };

/** The security part of `/settings`: password, authenticator app (with the two-step set-up), codes, keys. */
export function SecuritySettings({ client, onChanged, onSecondFactor }: SecuritySettingsProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  // A navigation under way (a click on a link while the flow loads) must not be undone by writing the flow id.
  const navigation = useNavigation();
  const navigating = useRef(false);
  navigating.current = navigation.state !== "idle";
  const [setup, setSetup] = useState(search.get("setup") === "2fa");
  const { flow, submit, submitting } = useFlow({
    client,
    kind: "settings",
    params: { returnTo: window.location.href.replace(/[?&]flow=[^&]*/, "") },
    flowId: search.get("flow"),
    onFlowId: (id) => {
      if (search.get("flow") === id || navigating.current) return;
      const next = new URLSearchParams(search);
      next.set("flow", id);
      setSearch(next, { replace: true });
    },
    onSuccess: (_result, next) => {
      if (next.state !== "success") return;
      toast.show({ type: "success", title: t("auth.messages.1050001") });
      onChanged();
    },
    onSecondFactor,
  });
  const loaded = flow !== null;
  // `?setup=2fa` (the banner) for an identity that already has an authenticator: nothing to set up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, when the first flow arrives.
  useEffect(() => {
    if (flow && hasInput(flow.ui.nodes, "totp_unlink")) setSetup(false);
  }, [loaded]);
  // New codes on screen (pending) replace saved ones or none: what the last other state showed.
  const codesState = flow ? recoveryCodesState(flow.ui.nodes) : "none";
  const savedBefore = useRef(false);
  if (codesState !== "pending") savedBefore.current = codesState === "saved";
  if (!flow) return null;
  const groups = new Set(flow.ui.nodes.map((node) => node.group));
  const totpLinked = hasInput(flow.ui.nodes, "totp_unlink");
  const inSetup = setup;
  // Honest state: "On" only with recovery codes saved; linked in set-up step 2, "On, no recovery codes".
  const codesSaved = codesState === "saved" || (codesState === "pending" && savedBefore.current);
  const withoutCodes = totpLinked && groups.has("lookup_secret") && !codesSaved;
  const totpStatus = !totpLinked
    ? t("settings.security.totp.off")
    : inSetup
      ? t("settings.security.totp.settingUp")
      : withoutCodes
        ? t("settings.security.totp.onNoCodes")
        : t("settings.security.totp.on");
  const reminder = withoutCodes && !inSetup;

  return (
    <div className={styles.sections} data-testid="security-settings">
      <FlowMessages messages={flow.ui.messages} />
      {groups.has("password") && (
        <SettingsSection title={t("settings.security.password.title")}>
          <FlowForm
            flow={flow}
            onSubmit={submit}
            submitting={submitting}
            groups={["password"]}
            overrides={signOutOthers}
            hideMessages
            focusFirst={false}
          />
        </SettingsSection>
      )}
      {groups.has("totp") && (
        <SettingsSection title={t("settings.security.totp.title")} text={totpStatus}>
          {reminder && (
            <div className={styles.reminder} data-testid="recovery-codes-reminder">
              <p className={styles.reminderText}>{t("settings.security.codesReminder.text")}</p>
              <Button size="s" onClick={() => setSetup(true)}>
                {t("settings.security.codesReminder.action")}
              </Button>
            </div>
          )}
          {inSetup ? (
            <TwoFactorSetup
              flow={flow}
              submit={submit}
              submitting={submitting}
              onDone={() => setSetup(false)}
            />
          ) : totpLinked ? (
            <FlowForm
              flow={flow}
              onSubmit={submit}
              submitting={submitting}
              groups={["totp"]}
              overrides={signOutOthers}
              hideMessages
              focusFirst={false}
            />
          ) : (
            <Button onClick={() => setSetup(true)}>{t("settings.security.totp.setUp")}</Button>
          )}
        </SettingsSection>
      )}
      {groups.has("lookup_secret") && !inSetup && !reminder && (
        <SettingsSection
          title={t("settings.security.lookup.title")}
          text={t("settings.security.lookup.text")}
        >
          <FlowForm
            flow={flow}
            onSubmit={submit}
            submitting={submitting}
            groups={["lookup_secret"]}
            overrides={signOutOthers}
            hideMessages
            focusFirst={false}
          />
        </SettingsSection>
      )}
      {groups.has("webauthn") && (
        <SettingsSection
          title={t("settings.security.webauthn.title")}
          text={t("settings.security.webauthn.text")}
        >
          <FlowForm
            flow={flow}
            onSubmit={submit}
            submitting={submitting}
            groups={["webauthn"]}
            overrides={signOutOthers}
            hideMessages
            focusFirst={false}
          />
        </SettingsSection>
      )}
    </div>
  );
}
