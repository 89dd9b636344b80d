import type { UiNode } from "@ory/client-fetch";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { toast } from "../../../components/ui/toast";
import type { Flow, FlowBody } from "../types";
import { buildFlowBody, type InputNode, initialValues, isButton, isInputNode } from "../utils/flow-body";
import { isWebAuthnTrigger, runWebAuthnTrigger } from "../utils/webauthn";
import styles from "./flow-form.module.css";
import { NodeAnchor, NodeImage, NodeScript, NodeText } from "./node-content";
import { NodeInput } from "./node-input";
import { FlowMessages } from "./node-messages";

export type FlowFormProps = {
  flow: Flow;
  onSubmit: (body: FlowBody) => void | Promise<void>;
  submitting?: boolean;
  /** Only these groups are drawn (the `default` group, with `csrf_token`, always is). */
  groups?: readonly string[];
  /** Fields sent with every submit, e.g. `traits.language`; their nodes are not drawn. */
  overrides?: Record<string, unknown>;
  /** Custom labels by field name (the terms checkbox with its link). */
  labels?: Record<string, ReactNode>;
  /** Hides the flow messages (when the screen shows them itself). */
  hideMessages?: boolean;
  /** The first field takes the focus (default true; off where several forms share a page). */
  focusFirst?: boolean;
  children?: ReactNode;
};

export function visibleNodes(nodes: readonly UiNode[], groups?: readonly string[]): UiNode[] {
  return nodes.filter((node) => !groups || node.group === "default" || groups.includes(node.group));
}

/** Draws any flow's ui nodes (input, img, text, a, script) and submits with the pressed button's value. */
export function FlowForm(props: FlowFormProps) {
  const { flow, onSubmit, submitting = false, groups, overrides = {}, labels = {}, hideMessages } = props;
  const focusFirst = props.focusFirst ?? true;
  const nodes = visibleNodes(flow.ui.nodes, groups);
  const [values, setValues] = useState(() => initialValues(nodes));
  // A new state of the flow (after a submit or a restart) brings its own values (a fresh csrf_token).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new flow object resets the form.
  useEffect(() => setValues(initialValues(nodes)), [flow]);

  const onChange = (name: string, value: unknown) => setValues((current) => ({ ...current, [name]: value }));
  const press = async (node?: InputNode) => {
    let extra: Record<string, unknown> = {};
    if (node && isWebAuthnTrigger(node)) {
      try {
        extra = await runWebAuthnTrigger(node);
      } catch {
        toast.showGenericError();
        return;
      }
    }
    await onSubmit(buildFlowBody(nodes, values, node, { ...overrides, ...extra }));
  };
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void press();
  };

  const firstField = nodes.find(
    (node) => isInputNode(node) && !isButton(node) && node.attributes.type !== "hidden",
  );
  return (
    <form
      className={styles.form}
      action={flow.ui.action}
      method={flow.ui.method}
      noValidate
      onSubmit={onFormSubmit}
    >
      {!hideMessages && <FlowMessages messages={flow.ui.messages} />}
      {nodes.map((node, index) => {
        const attributes = node.attributes;
        const key = `${node.group}-${"name" in attributes ? attributes.name : attributes.id}-${index}`;
        switch (attributes.node_type) {
          case "input": {
            const input = node as InputNode;
            if (input.attributes.name in overrides) return null;
            return (
              <NodeInput
                key={key}
                node={input}
                value={values[input.attributes.name]}
                onChange={onChange}
                onPress={(pressed) => void press(pressed)}
                submitting={submitting}
                label={labels[input.attributes.name]}
                autoFocus={focusFirst && node === firstField}
              />
            );
          }
          case "img":
            return <NodeImage key={key} node={node as never} />;
          case "text":
            return <NodeText key={key} node={node as never} />;
          case "a":
            return <NodeAnchor key={key} node={node as never} />;
          case "script":
            return <NodeScript key={key} node={node as never} />;
          default:
            return null;
        }
      })}
      {props.children}
    </form>
  );
}
