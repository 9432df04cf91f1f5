import { FLAG_LEVELS, type FlagLevel } from '../domain/flags/flags';

// The address's `flag` and `lang` values read before React starts (main.tsx); the components that
// handle them on in-app links (FlagParam, LangParam) load only when the address carries one (AddressParam).

/** A known flag level, case and spaces ignored; null for anything else. */
export function parseFlagLevel(value: string | null): FlagLevel | null {
  const level = value?.trim().toLowerCase();
  return FLAG_LEVELS.find((known) => known === level) ?? null;
}

/** Reads and strips `flag` from the address before React starts; returns the level it names. */
export function takeFlagParamFromAddress(): FlagLevel | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('flag')) return null;
  const level = parseFlagLevel(url.searchParams.get('flag'));
  url.searchParams.delete('flag');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return level;
}

/** Reads and strips `lang` from the address before React starts; returns what it asked for. */
export function takeLangParamFromAddress(): string | null {
  const url = new URL(window.location.href);
  const lang = url.searchParams.get('lang');
  if (lang === null) return null;
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return lang;
}
