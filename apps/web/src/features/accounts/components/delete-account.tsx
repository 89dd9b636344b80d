import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { Dialog } from "../../../components/ui/dialog/dialog";
import { toast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";
import { deleteMiner } from "../api/delete-miner";

/** Account deletion (SPEC section 2): a confirmation, then "You requested account removal, ...". */
export function DeleteAccount({
  minerId,
  isDeclined,
}: {
  minerId: string;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [requested, setRequested] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteMiner(minerId);
      setRequested(true);
      setOpen(false);
    } catch (error) {
      if (isDeclined(error)) toast.show({ type: "info", title: t("auth.secondFactor.declined") });
      else if (isApiError(error))
        toast.show({
          type: "error",
          title: t(`errors.codes.${error.code}`, { defaultValue: error.message }),
        });
      else toast.showGenericError();
    } finally {
      setBusy(false);
    }
  };

  if (requested) return <p data-testid="removal-requested">{t("settings.deleteAccount.requested")}</p>;
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t("settings.deleteAccount.action")}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="s"
        title={t("settings.deleteAccount.confirmTitle")}
        description={t("settings.deleteAccount.confirmText")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t("settings.deleteAccount.cancel")}
            </Button>
            <Button variant="danger" loading={busy} onClick={confirm}>
              {t("settings.deleteAccount.confirm")}
            </Button>
          </>
        }
      />
    </>
  );
}
