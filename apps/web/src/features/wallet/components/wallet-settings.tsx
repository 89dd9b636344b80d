import { type RoleCapability, roleMay, type WalletAddress } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatBtc } from "../../../lib/btc-amount";
import { useWallet } from "../api/get-wallet";
import { useWalletAddresses } from "../api/get-wallet-addresses";
import { payoutPauseEnd } from "../utils/payout-pause";
import { AddressForm } from "./address-form";
import { AddressHistory } from "./address-history";
import { CurrentAddress } from "./current-address";
import { PauseNotice } from "./pause-notice";
import { PaymentLimitForm } from "./payment-limit-form";
import styles from "./wallet.module.css";

/**
 * A miner's wallet settings (its own `/settings`, or an operator's customer settings): the pause notice,
 * the current address with copy, the form for a new one, the minimum and maximum payment, the address history.
 * `role` is the viewer's role on the account (the miner's, or the operator's for a customer): the contract's role
 * table says whether the address (owners only) and the limits can be changed; otherwise they are shown as text.
 */
export function WalletSettings({
  minerId,
  role,
  isDeclined,
  now = () => new Date(),
}: {
  minerId: string;
  role: string | undefined;
  isDeclined: (error: unknown) => boolean;
  now?: () => Date;
}) {
  const may = (capability: RoleCapability) => role === undefined || roleMay(role, capability);
  const { t } = useTranslation();
  const wallet = useWallet(minerId);
  const addresses = useWalletAddresses(wallet.data?.id);
  const [added, setAdded] = useState<WalletAddress | null>(null);
  if (wallet.isError)
    return (
      <p className={styles.error} role="alert">
        {t("wallet.failed")}
      </p>
    );
  if (!wallet.data) return <p className={styles.muted}>{t("wallet.loading")}</p>;
  const data = wallet.data;
  const pausedUntil = payoutPauseEnd(data, added, now());
  return (
    <div className={styles.root} data-testid="wallet-settings">
      {pausedUntil && <PauseNotice until={pausedUntil} />}
      <CurrentAddress address={data.address} />
      {may("payout_address") ? (
        <AddressForm walletId={data.id} isDeclined={isDeclined} onAdded={setAdded} />
      ) : (
        <p className={styles.muted}>{t("wallet.form.ownerOnly")}</p>
      )}
      {may("payout_limits") ? (
        <div className={styles.limits}>
          {(["min", "max"] as const).map((kind) => (
            <PaymentLimitForm
              key={`${data.id}:${kind}`}
              walletId={data.id}
              kind={kind}
              sats={kind === "min" ? data.min_payment : data.max_payment}
              floorSats={data.min_payment_floor}
              isDeclined={isDeclined}
            />
          ))}
        </div>
      ) : (
        <p className={styles.muted}>
          {t("wallet.limits.readOnly", {
            min: formatBtc(data.min_payment),
            max: data.max_payment === 0 ? t("wallet.limits.noMax") : `${formatBtc(data.max_payment)} BTC`,
          })}
        </p>
      )}
      {addresses.data && <AddressHistory addresses={addresses.data} />}
    </div>
  );
}
