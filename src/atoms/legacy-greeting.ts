import { atom } from 'jotai';

/**
 * The first name of a customer signed in through India's legacy area (11-G25 "The India header shows
 * 'Hi {first name}' when logged in"). Their record is the legacy account in Dexie, which the header
 * cannot read at first paint: this atom mirrors it, set after the first paint and on every change
 * (AccountSessionKeeper). Null: nobody is signed in there.
 */
export const legacyFirstNameAtom = atom<string | null>(null);
