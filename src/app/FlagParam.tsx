import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hydrationStatusAtom } from '../atoms/persisted';
import { settingsAtom } from '../atoms/settings';
import { parseFlagLevel } from './address-params';

/**
 * `?flag=<level>` sets the internal-testing flag level (spec 1 §2, 3 §9.2) and is then removed from
 * the address, like `lang`. An unknown level is ignored (and still removed). The level is kept in
 * the settings slice, so it lasts across visits.
 *
 * The first page load is read before React starts (`takeFlagParamFromAddress`, main.tsx) and
 * applied the moment saved state is restored, so the order area already sees the level when it
 * first decides (a `storeId` link works only at level development). This component covers in-app
 * links: it waits for the saved settings, then sets the level and strips the parameter together.
 */
export default function FlagParam() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const hydration = useAtomValue(hydrationStatusAtom);
  const setSettings = useSetAtom(settingsAtom);

  useEffect(() => {
    const params = new URLSearchParams(search);
    // Before the saved settings are in, a write would hide them (the newer write wins): wait.
    if (!params.has('flag') || hydration === 'pending') return;
    const level = parseFlagLevel(params.get('flag'));
    params.delete('flag');
    const rest = params.toString();
    if (level) setSettings((settings) => (settings.flagLevel === level ? settings : { ...settings, flagLevel: level }));
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [pathname, search, hash, hydration, navigate, setSettings]);

  return null;
}
