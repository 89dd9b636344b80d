import type { FrontendApi } from "@ory/client-fetch";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "../../../components/ui/toast";
import { paths } from "../../../config/paths";
import { readIdentityFailure } from "../../../lib/identity-errors";
import { createFlow, getFlow, submitFlow } from "../api/flows";
import type { Flow, FlowBody, FlowKind, FlowParams, SubmitResult } from "../types";
import { type FlowErrorAction, flowErrorAction } from "../utils/flow-error";
import { destinationOf } from "../utils/spa-target";

export type UseFlowOptions = {
  client: FrontendApi;
  kind: FlowKind;
  params?: FlowParams;
  /** An existing flow to continue (`?flow=<id>`). */
  flowId?: string | null;
  /** Called with the flow id whenever a flow is loaded (pages keep it in the address). */
  onFlowId?: (id: string) => void;
  onSuccess: (result: SubmitResult, flow: Flow) => void | Promise<void>;
  /** A location change the identity service asks for; return true when handled here. */
  onRedirect?: (to: string) => boolean;
  /** `session_aal2_required`: by default the aal2 sign-in step; a screen may open the dialog and retry. */
  onSecondFactor?: () => Promise<boolean>;
};

function currentAddress(): string {
  return window.location.href;
}

/** One flow of the identity service: loads it, submits it, and handles every error answer the same way. */
export function useFlow(options: UseFlowOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [flow, setFlow] = useState<Flow | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(options);
  latest.current = options;

  // A flow that arrives after the page was left (a link clicked while it loaded) is dropped: its `onFlowId`
  // would write the flow id into the address and take the user back.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const show = useCallback((next: Flow) => {
    if (!mounted.current) return;
    setFlow(next);
    latest.current.onFlowId?.(next.id);
  }, []);

  const follow = useCallback(
    (address: string) => {
      if (latest.current.onRedirect?.(address)) return;
      const destination = destinationOf(address, window.location.origin);
      if (destination.internal) navigate(destination.to);
      else window.location.assign(destination.to);
    },
    [navigate],
  );

  const run = useCallback(
    async (action: FlowErrorAction, restart: () => Promise<void>): Promise<void> => {
      const { client, kind } = latest.current;
      switch (action.type) {
        case "show-flow":
          return show(action.flow);
        case "expired":
          toast.show({ type: "info", title: t("auth.errors.flowExpired") });
          if (!action.useFlowId) return restart();
          return show(await getFlow(client, kind, action.useFlowId));
        case "restart":
          return restart();
        case "redirect":
          return follow(action.to);
        case "refresh":
          toast.show({ type: "info", title: t("auth.errors.refreshRequired") });
          return follow(
            action.to ??
              paths.auth.login.getHref(new URLSearchParams({ refresh: "true", return_to: currentAddress() })),
          );
        case "signed-in":
          return follow(latest.current.params?.returnTo ?? paths.app.dashboard.getHref());
        case "second-factor":
          if (latest.current.onSecondFactor) {
            if (await latest.current.onSecondFactor()) return restart();
            return;
          }
          return follow(
            action.to ??
              paths.auth.login.getHref(new URLSearchParams({ aal: "aal2", return_to: currentAddress() })),
          );
        case "sign-in":
          return follow(paths.auth.login.getHref(new URLSearchParams({ return_to: currentAddress() })));
        case "rate-limited":
          toast.show({
            type: "error",
            title:
              action.retryAfterSeconds === null
                ? t("auth.errors.rateLimitedLater")
                : t("auth.errors.rateLimited", { seconds: action.retryAfterSeconds }),
          });
          return;
        case "generic":
          toast.showGenericError();
      }
    },
    [follow, show, t],
  );

  const start = useCallback(
    async (fresh = false): Promise<void> => {
      const { client, kind, params, flowId } = latest.current;
      const restart = () => start(true);
      try {
        show(flowId && !fresh ? await getFlow(client, kind, flowId) : await createFlow(client, kind, params));
      } catch (error) {
        const action = flowErrorAction(await readIdentityFailure(error));
        // A failed fresh start must not loop: only the actions that leave the screen are followed.
        if (fresh && (action.type === "restart" || action.type === "expired")) toast.showGenericError();
        else await run(action, restart);
      }
    },
    [run, show],
  );

  const submit = useCallback(
    async (body: FlowBody): Promise<void> => {
      const current = flow;
      if (!current) return;
      setSubmitting(true);
      try {
        const result = await submitFlow(latest.current.client, latest.current.kind, current, body);
        if (result.type === "flow") setFlow(result.flow);
        await latest.current.onSuccess(result, result.type === "flow" ? result.flow : current);
      } catch (error) {
        await run(flowErrorAction(await readIdentityFailure(error)), () => start(true));
      } finally {
        setSubmitting(false);
      }
    },
    [flow, run, start],
  );

  const key = `${options.kind}|${JSON.stringify(options.params ?? {})}`;
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (started.current === key) return;
    started.current = key;
    void start();
  }, [key, start]);

  return { flow, submit, submitting, restart: () => start(true) };
}
