import type {
  FrontendApi,
  UpdateLoginFlowBody,
  UpdateRecoveryFlowBody,
  UpdateRegistrationFlowBody,
  UpdateSettingsFlowBody,
  UpdateVerificationFlowBody,
} from "@ory/client-fetch";
import type { Flow, FlowBody, FlowKind, FlowParams, SubmitResult } from "../types";

/** Creates a browser flow of this kind (`GET /self-service/<kind>/browser`). */
export function createFlow(client: FrontendApi, kind: FlowKind, params: FlowParams = {}): Promise<Flow> {
  const { returnTo, aal, refresh } = params;
  switch (kind) {
    case "login":
      return client.createBrowserLoginFlow({ returnTo, aal, refresh });
    case "registration":
      return client.createBrowserRegistrationFlow({ returnTo });
    case "recovery":
      return client.createBrowserRecoveryFlow({ returnTo });
    case "verification":
      return client.createBrowserVerificationFlow({ returnTo });
    case "settings":
      return client.createBrowserSettingsFlow({ returnTo });
  }
}

/** Fetches an existing flow (`GET /self-service/<kind>/flows?id=`). */
export function getFlow(client: FrontendApi, kind: FlowKind, id: string): Promise<Flow> {
  switch (kind) {
    case "login":
      return client.getLoginFlow({ id });
    case "registration":
      return client.getRegistrationFlow({ id });
    case "recovery":
      return client.getRecoveryFlow({ id });
    case "verification":
      return client.getVerificationFlow({ id });
    case "settings":
      return client.getSettingsFlow({ id });
  }
}

/**
 * Submits the form to the flow (`POST /self-service/<kind>?flow=<id>`, the flow's own `ui.action`). Login and
 * registration end in a session; the other three answer with the flow's next state.
 */
export async function submitFlow(
  client: FrontendApi,
  kind: FlowKind,
  flow: Flow,
  body: FlowBody,
): Promise<SubmitResult> {
  const id = flow.id;
  switch (kind) {
    case "login": {
      const result = await client.updateLoginFlow({
        flow: id,
        updateLoginFlowBody: body as unknown as UpdateLoginFlowBody,
      });
      return { type: "session", continueWith: result.continue_with ?? [] };
    }
    case "registration": {
      const result = await client.updateRegistrationFlow({
        flow: id,
        updateRegistrationFlowBody: body as unknown as UpdateRegistrationFlowBody,
      });
      return { type: "session", continueWith: result.continue_with ?? [] };
    }
    case "recovery":
      return {
        type: "flow",
        flow: await client.updateRecoveryFlow({
          flow: id,
          updateRecoveryFlowBody: body as unknown as UpdateRecoveryFlowBody,
        }),
      };
    case "verification":
      return {
        type: "flow",
        flow: await client.updateVerificationFlow({
          flow: id,
          updateVerificationFlowBody: body as unknown as UpdateVerificationFlowBody,
        }),
      };
    case "settings":
      return {
        type: "flow",
        flow: await client.updateSettingsFlow({
          flow: id,
          updateSettingsFlowBody: body as unknown as UpdateSettingsFlowBody,
        }),
      };
  }
}
