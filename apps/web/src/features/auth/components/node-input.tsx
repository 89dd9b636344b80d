import type { UiText } from "@ory/client-fetch";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { type InputNode, isButton } from "../utils/flow-body";
import { nodeLabel } from "../utils/flow-messages";
import styles from "./flow-form.module.css";
import { NodeMessages } from "./node-messages";

/** One-time code fields: numeric keyboard and the browser's code autofill. */
const CODE_FIELDS = new Set(["totp_code", "code"]);

export type NodeInputProps = {
  node: InputNode;
  value: unknown;
  /** The messages under the field (the server's or a client-side check's; default: the node's own). */
  messages?: readonly UiText[];
  /** A submit button held back while a field it sends shows an error. */
  blocked?: boolean;
  onChange: (name: string, value: unknown) => void;
  onBlur?: (name: string) => void;
  onPress: (node: InputNode) => void;
  submitting: boolean;
  /** Replaces the translated label (e.g. the terms checkbox with its link). */
  label?: ReactNode;
  autoFocus?: boolean;
};

/** An input node: a labelled field, a checkbox, a hidden value or a submit button (`name=value`). */
export function NodeInput(props: NodeInputProps) {
  const { node, value, onChange, onBlur, onPress, submitting, label, autoFocus, blocked } = props;
  const messages = props.messages ?? node.messages;
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  // The first field takes the focus when the form appears (a ref, so no autoFocus attribute).
  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);
  const attributes = node.attributes;
  const text = label ?? nodeLabel(t, node);
  const fieldId = `flow-${attributes.name}`;
  const messagesId = messages.length ? `${fieldId}-messages` : undefined;
  const invalid = messages.some((m) => m.type === "error") || undefined;

  if (attributes.type === "hidden") return null;
  if (isButton(node)) {
    return (
      <div className={styles.buttonRow}>
        <Button
          type={attributes.type === "submit" ? "submit" : "button"}
          name={attributes.name}
          value={String(attributes.value ?? "")}
          variant={attributes.name === "method" || attributes.name === "email" ? "primary" : "secondary"}
          block
          disabled={attributes.disabled || submitting || blocked}
          onClick={(event) => {
            event.preventDefault();
            onPress(node);
          }}
        >
          {text}
        </Button>
        <NodeMessages messages={node.messages} />
      </div>
    );
  }
  if (attributes.type === "checkbox") {
    return (
      <div className={styles.field}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            name={attributes.name}
            checked={value === true}
            disabled={attributes.disabled}
            aria-invalid={invalid}
            aria-describedby={messagesId}
            onChange={(event) => onChange(attributes.name, event.target.checked)}
          />
          <span>{text}</span>
        </label>
        <NodeMessages messages={messages} id={messagesId} />
      </div>
    );
  }
  const isCode = CODE_FIELDS.has(attributes.name);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={fieldId}>
        {text}
      </label>
      <input
        id={fieldId}
        className={styles.input}
        type={isCode ? "text" : attributes.type}
        name={attributes.name}
        value={typeof value === "string" || typeof value === "number" ? value : ""}
        autoComplete={isCode ? "one-time-code" : attributes.autocomplete}
        inputMode={isCode ? "numeric" : undefined}
        pattern={attributes.pattern}
        maxLength={attributes.maxlength}
        disabled={attributes.disabled}
        ref={field}
        aria-invalid={invalid}
        aria-describedby={messagesId}
        onChange={(event) => onChange(attributes.name, event.target.value)}
        onBlur={() => onBlur?.(attributes.name)}
      />
      <NodeMessages messages={messages} id={messagesId} />
    </div>
  );
}
