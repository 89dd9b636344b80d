import type { Clock } from "../../../clock";
import type { IdentitySettings } from "../identity.settings";
import { isUuid } from "../lib/uuid";
import { errors } from "./errors";
import {
  type Aal,
  type Flow,
  type FlowKind,
  type FlowState,
  type FlowType,
  flowAction,
  isExpired,
} from "./flow";
import type { FlowRepository } from "./flow.repository";
import { flowExpiredMessage } from "./messages";
import { addUiMessage, csrfNode, type UiNode } from "./ui-nodes";

/** Text inputs lose what the user typed; hidden, submit and checkbox values are part of the form. */
function resetValue(attributes: UiNode["attributes"]): UiNode["attributes"] {
  const keep = ["hidden", "submit", "button", "checkbox"];
  if (attributes.node_type !== "input" || keep.includes(String(attributes.type))) return { ...attributes };
  return { ...attributes, value: "" };
}

export type CreateFlowInput = {
  kind: FlowKind;
  type: FlowType;
  requestUrl: string;
  returnTo?: string | null;
  identityId?: string | null;
  refresh?: boolean;
  requestedAal?: Aal;
  state?: FlowState;
  /** The flow's nodes without the csrf node (added here for browser flows). */
  nodes: UiNode[];
  /** Masked CSRF token for the hidden node (browser flows). */
  csrfToken?: string;
  internal?: Record<string, unknown>;
};

/** Creating, loading, expiring and saving flows of any kind (no HTTP here). */
export function flowService(repo: FlowRepository, clock: Clock, settings: IdentitySettings) {
  return {
    async create(input: CreateFlowInput): Promise<Flow> {
      const now = clock.now();
      const nodes =
        input.type === "browser" && input.csrfToken
          ? [csrfNode(input.csrfToken), ...input.nodes]
          : input.nodes;
      const created = await repo.insert(
        {
          kind: input.kind,
          type: input.type,
          state: input.state ?? (input.kind === "settings" ? "show_form" : "choose_method"),
          requestUrl: input.requestUrl,
          returnTo: input.returnTo ?? null,
          identityId: input.identityId ?? null,
          refresh: input.refresh ?? false,
          requestedAal: input.requestedAal ?? "aal1",
          ui: { action: "", method: "POST", nodes },
          continueWith: null,
          internal: input.internal ?? {},
          issuedAt: now,
          expiresAt: new Date(now.getTime() + settings.flowLifespanMs),
        },
        now,
      );
      created.ui.action = flowAction(settings.baseUrl, created.kind, created.id);
      return repo.save(created, now);
    },

    /** The flow of `kind` with this id; 404 when unknown or of another kind. */
    async load(id: unknown, kind: FlowKind): Promise<Flow> {
      const flow = isUuid(id) ? await repo.findById(id) : undefined;
      if (!flow || flow.kind !== kind) throw errors.notFound(`The ${kind} flow could not be found.`);
      return flow;
    },

    /**
     * Throws 410 `self_service_flow_expired` when the flow expired. The error's `use_flow_id` names
     * a fresh flow of the same kind, type and parameters (its nodes copied without values or
     * messages) that carries the expiry message (4010001, 4040001, ...). `csrfToken`: browser flows.
     */
    async ensureNotExpired(flow: Flow, csrfToken?: string): Promise<void> {
      const now = clock.now();
      if (!isExpired(flow, now)) return;
      const nodes = flow.ui.nodes
        .filter((n) => n.attributes.name !== "csrf_token")
        .map((n) => ({ ...n, messages: [], attributes: resetValue(n.attributes) }));
      const fresh = await this.create({
        kind: flow.kind,
        type: flow.type,
        requestUrl: flow.requestUrl,
        returnTo: flow.returnTo,
        identityId: flow.identityId,
        refresh: flow.refresh,
        requestedAal: flow.requestedAal,
        nodes,
        csrfToken,
      });
      addUiMessage(fresh.ui, flowExpiredMessage(flow.kind, flow.expiresAt, now));
      await repo.save(fresh, now);
      throw errors.flowExpired(flow.expiresAt, now, fresh.id);
    },

    save(flow: Flow): Promise<Flow> {
      return repo.save(flow, clock.now());
    },
  };
}
export type FlowService = ReturnType<typeof flowService>;
