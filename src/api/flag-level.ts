// The flag level the API client sends as x-environment-flag (spec 3 §9.2). The client sits below the
// atoms and never reads them: the settings slice hands it a reader once, when it loads
// (atoms/settings.ts). A module of its own so that handing it over adds nothing to the first paint.

let read: () => string = () => 'production';

/** Called by the settings slice: where the client reads the current flag level from now on. */
export function setFlagLevelSource(source: () => string): void {
  read = source;
}

/** The current flag level; 'production' (the settings default) until the settings slice has loaded. */
export function currentFlagLevel(): string {
  return read();
}
