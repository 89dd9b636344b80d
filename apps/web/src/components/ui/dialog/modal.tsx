import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useModalBehaviour } from "../hooks/use-modal-behaviour";
import { Icon } from "../icon/icon";
import styles from "./dialog.module.css";
import { type DialogViewProps, MODAL_EXIT_MS } from "./dialog-rules";
import { useBackdropClick } from "./use-outside-click";

/** The desktop (>= 1024 px) form of <Dialog>: a centred modal with a close button. */
export function Modal(props: DialogViewProps) {
  const {
    onClose,
    title,
    description,
    size = "m",
    placement = "center",
    closeOnOutsideClick = false,
    children,
    footer,
    closing,
  } = props;
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModalBehaviour(ref, onClose, !closing);
  const backdrop = useBackdropClick(closeOnOutsideClick && !closing, onClose);

  return (
    <div
      className={styles.overlay}
      data-state={closing ? "closing" : "open"}
      data-placement={placement}
      style={{ ["--exit-ms" as string]: `${MODAL_EXIT_MS}ms` }}
      {...backdrop}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        data-testid="modal"
        data-size={size}
        data-placement={placement}
        data-state={closing ? "closing" : "open"}
        className={styles.modal}
        tabIndex={-1}
      >
        <header className={styles.header}>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            data-skip-autofocus
            className={styles.close}
            aria-label={t("ui.dialog.close")}
            onClick={onClose}
          >
            <Icon name="close" size={18} />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>
  );
}
