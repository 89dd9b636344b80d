import type {
  UiNode,
  UiNodeAnchorAttributes,
  UiNodeImageAttributes,
  UiNodeScriptAttributes,
  UiNodeTextAttributes,
  UiText,
} from "@ory/client-fetch";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "../../../components/ui/clipboard";
import { nodeLabel, translateMessage } from "../utils/flow-messages";
import styles from "./flow-form.module.css";

/** Kratos's list of backup recovery codes: `context.secrets` holds one message per code. */
const LOOKUP_SECRET_LIST = 1050015;

/** The codes of a lookup-secret list message (empty for any other text). */
export function lookupCodes(text: UiText): string[] {
  if (text.id !== LOOKUP_SECRET_LIST) return [];
  const secrets = (text.context as { secrets?: { text?: unknown }[] } | undefined)?.secrets ?? [];
  return secrets.map((secret) => String(secret.text ?? "")).filter(Boolean);
}

export function NodeText({ node }: { node: UiNode & { attributes: UiNodeTextAttributes } }) {
  const { t } = useTranslation();
  const { text, id } = node.attributes;
  const codes = lookupCodes(text);
  const label = nodeLabel(t, node);
  if (codes.length) {
    return (
      <div className={styles.field} data-testid="lookup-codes">
        {label && <p className={styles.label}>{label}</p>}
        <ul className={styles.codes}>
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const isSecret = id === "totp_secret_key";
  return (
    <div className={styles.field} data-testid={`text-${id}`}>
      {label && <p className={styles.label}>{label}</p>}
      <p className={isSecret ? styles.secret : styles.text}>
        {isSecret ? <code>{text.text}</code> : translateMessage(t, text)}
        {isSecret && <CopyButton value={text.text} />}
      </p>
    </div>
  );
}

export function NodeImage({ node }: { node: UiNode & { attributes: UiNodeImageAttributes } }) {
  const { t } = useTranslation();
  const { src, width, height, id } = node.attributes;
  return (
    <figure className={styles.image}>
      <img src={src} width={width} height={height} alt={nodeLabel(t, node) ?? ""} data-testid={`img-${id}`} />
    </figure>
  );
}

export function NodeAnchor({ node }: { node: UiNode & { attributes: UiNodeAnchorAttributes } }) {
  const { t } = useTranslation();
  const { href, title, id } = node.attributes;
  return (
    <a className={styles.link} href={href} id={id}>
      {translateMessage(t, title)}
    </a>
  );
}

/** A script node (the WebAuthn helper): added to the page once, with the flow's attributes. */
export function NodeScript({ node }: { node: UiNode & { attributes: UiNodeScriptAttributes } }) {
  const { src, async, crossorigin, integrity, referrerpolicy, type, id, nonce } = node.attributes;
  useEffect(() => {
    if (document.getElementById(id) || document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
    const script = document.createElement("script");
    script.id = id;
    script.src = src;
    script.async = async;
    script.type = type;
    if (crossorigin) script.crossOrigin = crossorigin;
    if (integrity) script.integrity = integrity;
    if (referrerpolicy) script.referrerPolicy = referrerpolicy;
    if (nonce) script.nonce = nonce;
    document.head.appendChild(script);
  }, [src, async, crossorigin, integrity, referrerpolicy, type, id, nonce]);
  return null;
}
