import type { UiNode, UiText } from "@ory/client-fetch";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useResetOn } from "../../../components/ui/hooks/use-reset-on";
import { toast } from "../../../components/ui/toast";
import type { Flow, FlowBody } from "../types";
import { fieldProblem, fieldsOfButton } from "../utils/field-checks";
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

/** The submit button a press stands for: the pressed one, else (Enter) the first submit, as `buildFlowBody`. */
function buttonOf(nodes: readonly UiNode[], pressed?: InputNode): InputNode | undefined {
  return pressed ?? nodes.filter(isInputNode).find((node) => node.attributes.type === "submit");
}

/**
 * Draws any flow's ui nodes (input, img, text, a, script) and submits with the pressed button's value.
 *
 * Checks as the user types (SPEC section 5; `utils/field-checks.ts`): a field's check shows once it has had
 * text or has been left (a blank required field on blur), or after a submit attempt; the method's submit is
 * disabled while one of its fields shows an error. A pristine empty form's submit stays enabled: pressing it
 * shows every blank required field's message and focuses the first, without sending. A field's message from the
 * server shows (before any check) until that field changes.
 */
export function FlowForm(props: FlowFormProps) {
  const { flow, onSubmit, submitting = false, groups, overrides = {}, labels = {}, hideMessages } = props;
  const focusFirst = props.focusFirst ?? true;
  const nodes = visibleNodes(flow.ui.nodes, groups).filter(
    (node) => !(isInputNode(node) && !isButton(node) && node.attributes.name in overrides),
  );
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => initialValues(nodes));
  /** Fields edited since this state of the flow: their server messages are answered. */
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  /** Fields whose check shows: typed into, left, or part of a submit attempt. */
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  // A new state of the flow (after a submit or a restart) brings its own values (a fresh csrf_token).
  useResetOn(flow, () => {
    setValues(initialValues(nodes));
    setChanged(new Set());
    setShown(new Set());
  });

  /** After a refused submit, the first field in error takes the focus once its message is drawn. */
  const [focusName, setFocusName] = useState<string | null>(null);
  useEffect(() => {
    if (focusName === null) return;
    const field = form.current?.elements.namedItem(focusName);
    if (field instanceof HTMLElement) field.focus();
    setFocusName(null);
  }, [focusName]);

  const show = (names: readonly string[]) =>
    setShown((current) =>
      names.every((name) => current.has(name)) ? current : new Set([...current, ...names]),
    );
  const onChange = (name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setChanged((current) => (current.has(name) ? current : new Set([...current, name])));
    if (value !== "" && value !== false) show([name]);
  };
  // A field left by a press elsewhere (a link, the terms box, a button) shows its message once the press is
  // over: a message drawn between pointer down and up would move the pressed thing, and the click would miss.
  const pointerDown = useRef(false);
  const leftDuringPress = useRef<string[]>([]);
  const showRef = useRef(show);
  showRef.current = show;
  useEffect(() => {
    const down = () => {
      pointerDown.current = true;
    };
    const up = () =>
      setTimeout(() => {
        pointerDown.current = false;
        const names = leftDuringPress.current;
        leftDuringPress.current = [];
        if (names.length) showRef.current(names);
      }, 0);
    window.addEventListener("pointerdown", down, true);
    window.addEventListener("pointerup", up, true);
    window.addEventListener("pointercancel", up, true);
    return () => {
      window.removeEventListener("pointerdown", down, true);
      window.removeEventListener("pointerup", up, true);
      window.removeEventListener("pointercancel", up, true);
    };
  }, []);
  const onBlur = (name: string) => {
    if (pointerDown.current) leftDuringPress.current.push(name);
    else show([name]);
  };
  const problemOf = (node: InputNode): UiText | null => fieldProblem(node, values[node.attributes.name]);
  /** The messages under a field: the server's until the field changes, then the shown check's. */
  const messagesOf = (node: InputNode): UiText[] => {
    const name = node.attributes.name;
    const server = changed.has(name) ? [] : node.messages;
    if (server.some((message) => message.type === "error") || !shown.has(name)) return server;
    const problem = problemOf(node);
    return problem ? [...server, problem] : server;
  };
  const blocked = (button: InputNode) =>
    fieldsOfButton(nodes, button).some((node) => shown.has(node.attributes.name) && problemOf(node) !== null);

  const press = async (node?: InputNode) => {
    const fields = fieldsOfButton(nodes, buttonOf(nodes, node));
    const invalid = fields.filter((field) => problemOf(field) !== null);
    if (invalid.length) {
      show(fields.map((field) => field.attributes.name));
      setFocusName(invalid[0]?.attributes.name ?? null);
      return;
    }
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
      ref={form}
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
                messages={isButton(input) ? input.messages : messagesOf(input)}
                blocked={isButton(input) && blocked(input)}
                onChange={onChange}
                onBlur={onBlur}
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
