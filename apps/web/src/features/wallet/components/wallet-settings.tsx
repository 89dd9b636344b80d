import type { WalletAddress } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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
 */
export function WalletSettings({
  minerId,
  isDeclined,
  now = () => new Date(),
}: {
  minerId: string;
  isDeclined: (error: unknown) => boolean;
  now?: () => Date;
}) {
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
      <AddressForm walletId={data.id} isDeclined={isDeclined} onAdded={setAdded} />
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
      {addresses.data && <AddressHistory addresses={addresses.data} />}
    </div>
  );
}
