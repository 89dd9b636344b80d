import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useModalBehaviour } from "../hooks/use-modal-behaviour";
import styles from "./dialog.module.css";
import { type DialogViewProps, SHEET_EXIT_MS } from "./dialog-rules";
import { useBackdropClick } from "./use-outside-click";
import { useSheetDrag } from "./use-sheet-drag";

/** The mobile (< 1024 px) form of <Dialog>: a sheet from the bottom, dragged down by its header to close. */
export function BottomSheet(props: DialogViewProps) {
  const { onClose, title, description, closeOnOutsideClick = false, children, footer, closing } = props;
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModalBehaviour(ref, onClose, !closing);
  const backdrop = useBackdropClick(closeOnOutsideClick && !closing, onClose);
  const drag = useSheetDrag(ref, onClose, !closing);

  return (
    <div
      className={styles.overlay}
      data-variant="sheet"
      data-state={closing ? "closing" : "open"}
      style={{ ["--exit-ms" as string]: `${SHEET_EXIT_MS}ms` }}
      {...backdrop}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        data-testid="bottom-sheet"
        data-state={closing ? "closing" : "open"}
        data-dragging={drag.dragging || undefined}
        className={styles.sheet}
        style={{ ["--drag" as string]: `${drag.offset}px` }}
        tabIndex={-1}
      >
        <header className={styles.sheetHeader} {...drag.handlers}>
          <button
            type="button"
            className={styles.handle}
            data-skip-autofocus
            aria-label={t("ui.dialog.dragHandle")}
            onClick={() => {
              if (!drag.wasDrag()) onClose();
            }}
          >
            <span />
          </button>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>
  );
}
