// The signed-in session's upkeep, mounted once after the first paint (11-G26, 11-G32): "The app
// re-checks authentication on mount" (a refresh when due, then the throttled account fetch), and the
// pricing's account-holder input follows the session (the server decides from the token anyway).
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { connectIdTokenSource } from '../atoms/id-token-source';
import { signedInAtom } from '../atoms/identity';
import { legacyFirstNameAtom } from '../atoms/legacy-greeting';
import { accountHolderAtom } from '../atoms/pricing';

// Order and payment calls carry the id token from here on (11-G30).
connectIdTokenSource();

export default function AccountSessionKeeper(): null {
  const signedIn = useAtomValue(signedInAtom);
  const setAccountHolder = useSetAtom(accountHolderAtom);
  const setLegacyFirstName = useSetAtom(legacyFirstNameAtom);
  useEffect(() => setAccountHolder(signedIn), [signedIn, setAccountHolder]);
  // India's legacy sign-in (11-G25): the header greets from its record, read now and on every change.
  useEffect(() => {
    let stop = () => {};
    let live = true;
    void import('../db/legacy-account').then(({ loadLegacyAccount, onLegacyAccountChange, tokenExpired }) => {
      if (!live) return;
      const follow = (account: Awaited<ReturnType<typeof loadLegacyAccount>>) =>
        setLegacyFirstName(account.loginToken && !tokenExpired(account.loginToken) ? (account.accountInfo?.firstName ?? null) : null);
      stop = onLegacyAccountChange(follow);
      loadLegacyAccount().then(follow, () => setLegacyFirstName(null));
    });
    return () => {
      live = false;
      stop();
    };
  }, [setLegacyFirstName]);
  useEffect(() => {
    if (!signedIn) return;
    void import('../atoms/account-session').then((session) => session.recheckSession());
    // Once per mount and per sign-in: the account fetch throttles itself (8 s, 11-G26).
  }, [signedIn]);
  return null;
}
