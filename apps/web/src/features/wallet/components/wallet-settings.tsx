import { type RoleCapability, roleMay, type WalletAddress } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatBtc } from "../../../lib/btc-amount";
import { useWallet } from "../api/get-wallet";
import { useWalletAddresses } from "../api/get-wallet-addresses";
import type { WalletOwner } from "../types";
import { payoutPauseEnd } from "../utils/payout-pause";
import { AddressForm } from "./address-form";
import { AddressHistory } from "./address-history";
import { CurrentAddress } from "./current-address";
import { PauseNotice } from "./pause-notice";
import { PaymentLimitForm } from "./payment-limit-form";
import styles from "./wallet.module.css";

/**
 * The wallet settings of a miner (its own `/settings`, or an operator's customer settings) or of a Control Hub
 * operator (its fee income, in its `/settings`): the pause notice, the current address with copy, the form for a
 * new one, the minimum payment (with when the balance reaches it) and maximum, the address history.
 * `role` is the viewer's role on the account (the miner's or operator's, or the operator's for a customer): the
 * contract's role table says whether the address (owners only) and the limits can be changed; otherwise they
 * are shown as text.
 */
export function WalletSettings({
  owner,
  role,
  isDeclined,
  now = () => new Date(),
}: {
  owner: WalletOwner;
  role: string | undefined;
  isDeclined: (error: unknown) => boolean;
  now?: () => Date;
}) {
  const may = (capability: RoleCapability) => role === undefined || roleMay(role, capability);
  const { t } = useTranslation();
  const wallet = useWallet(owner);
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
    <div className={styles.root} data-testid="wallet-settings" data-owner={data.owner_type}>
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
              wallet={data}
              kind={kind}
              now={now()}
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
