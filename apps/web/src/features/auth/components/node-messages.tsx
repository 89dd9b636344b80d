import type { UiText } from "@ory/client-fetch";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../utils/flow-messages";
import styles from "./flow-form.module.css";

/** Messages of one field, under it (errors in the danger colour). */
export function NodeMessages({ messages, id }: { messages: readonly UiText[]; id?: string }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <div id={id} className={styles.fieldMessages}>
      {messages.map((message) => (
        <p key={`${message.id}-${message.text}`} className={styles.message} data-type={message.type}>
          {translateMessage(t, message)}
        </p>
      ))}
    </div>
  );
}

/** Messages of the whole flow, above the form. */
export function FlowMessages({ messages }: { messages: readonly UiText[] | undefined }) {
  const { t } = useTranslation();
  if (!messages?.length) return null;
  return (
    <div className={styles.flowMessages} data-testid="flow-messages">
      {messages.map((message) => (
        <p
          key={`${message.id}-${message.text}`}
          className={styles.banner}
          data-type={message.type}
          data-message-id={message.id}
          role={message.type === "error" ? "alert" : "status"}
        >
          {translateMessage(t, message)}
        </p>
      ))}
    </div>
  );
}
