import { looksLikeMainnetAddress, type WalletAddress } from "@pithead/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { fieldErrorOf, reportFailure } from "../../../lib/api-failure";
import { useAddWalletAddress } from "../api/add-wallet-address";
import styles from "./wallet.module.css";

/**
 * Sets a new payout address (Bitcoin mainnet). Checked as typed and by the server: "invalid crypto address"
 * shows under the field and Save stays disabled while it does. Needs a second factor when the user has one (the API client opens the dialog and repeats the call).
 */
export function AddressForm(props: {
  walletId: string;
  isDeclined: (error: unknown) => boolean;
  onAdded: (address: WalletAddress) => void;
}) {
  const { t } = useTranslation();
  const [address, setAddress] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const add = useAddWalletAddress(props.walletId);
  // Checked as typed (the server checks again): a text that is no Bitcoin mainnet address says so at once.
  const own =
    address.trim() !== "" && !looksLikeMainnetAddress(address)
      ? t("errors.fields.invalid_crypto_address")
      : null;
  const shown = fieldError ?? own;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (own) return;
    setFieldError(null);
    try {
      const added = await add.mutateAsync(address.trim());
      setAddress("");
      props.onAdded(added);
    } catch (error) {
      const field = fieldErrorOf(error, "address");
      if (field) setFieldError(t(`errors.fields.${field}`, { defaultValue: field }));
      else reportFailure(error, t, props.isDeclined);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="wallet-address">
            {t("wallet.form.label")}
          </label>
          <input
            id="wallet-address"
            className={`${styles.input} ${styles.mono}`}
            value={address}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            placeholder={t("wallet.form.placeholder")}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? "wallet-address-error" : "wallet-address-hint"}
            onChange={(event) => {
              setAddress(event.target.value);
              setFieldError(null);
            }}
          />
          {shown ? (
            <p id="wallet-address-error" className={styles.error} role="alert">
              {shown}
            </p>
          ) : (
            <p id="wallet-address-hint" className={styles.muted}>
              {t("wallet.form.hint")}
            </p>
          )}
        </div>
        <div className={styles.submit}>
          <Button type="submit" loading={add.isPending} disabled={address.trim() === "" || shown !== null}>
            {t("wallet.form.save")}
          </Button>
        </div>
      </div>
    </form>
  );
}
