// What a screen test sets up before it renders: jsdom's missing <dialog> methods and the app's strings.
import { initI18n, withScreenStrings } from '../../src/i18n';
import type { Language } from '../../src/i18n/languages';

/** jsdom has no <dialog> methods: opening and closing set and clear `open`, as a browser does. */
export function installDialogPolyfill(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** The app's strings in `language`, every screen's section included (as the lazy screens load them). */
export async function loadScreenStrings(language: Language = 'en-GB'): Promise<void> {
  await initI18n(language);
  await withScreenStrings(async () => null)();
}
