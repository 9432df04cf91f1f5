import { useCallback, useEffect, useState } from 'react';
import {
  clearLegacyAccount,
  EMPTY_LEGACY_ACCOUNT,
  loadLegacyAccount,
  setAccountInfo,
  setLoginToken,
  setRedirectToCheckout,
  setVerifiedToken,
  type LegacyAccount,
} from '../../db/legacy-account';
import { log } from '../../log/logger';

export interface LegacyAccountState {
  /** Null until the record has been read from Dexie. */
  account: LegacyAccount | null;
  setVerifiedToken(token: string): Promise<LegacyAccount>;
  setLoginToken(token: string | null): Promise<LegacyAccount>;
  setAccountInfo(info: LegacyAccount['accountInfo']): Promise<LegacyAccount>;
  setRedirectToCheckout(on: boolean): Promise<LegacyAccount>;
  clearAll(): Promise<void>;
}

/**
 * The account-info record (11-G17) for the area's screens: read once from Dexie, and every action
 * writes Dexie first ("persisted on each change") and then shows what was stored.
 */
export function useLegacyAccount(): LegacyAccountState {
  const [account, setAccount] = useState<LegacyAccount | null>(null);

  useEffect(() => {
    let live = true;
    loadLegacyAccount()
      .catch((error: unknown) => {
        // Without storage the flow still works for this visit; nothing is remembered.
        log.warn('Reading the legacy account failed', error);
        return EMPTY_LEGACY_ACCOUNT;
      })
      .then((loaded) => live && setAccount(loaded), () => {});
    return () => {
      live = false;
    };
  }, []);

  const apply = useCallback(async (write: () => Promise<LegacyAccount>) => {
    const next = await write();
    setAccount(next);
    return next;
  }, []);

  return {
    account,
    setVerifiedToken: (token) => apply(() => setVerifiedToken(token)),
    setLoginToken: (token) => apply(() => setLoginToken(token)),
    setAccountInfo: (info) => apply(() => setAccountInfo(info)),
    setRedirectToCheckout: (on) => apply(() => setRedirectToCheckout(on)),
    clearAll: async () => {
      await clearLegacyAccount();
      setAccount(EMPTY_LEGACY_ACCOUNT);
    },
  };
}
