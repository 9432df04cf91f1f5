import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';

// `?flag=` and `?lang=` on an in-app link: their handlers are small lazy chunks, loaded only when the
// address carries the value (none does at first paint: main.tsx strips both before React starts).
const handlers = {
  flag: lazy(() => import('./FlagParam')),
  lang: lazy(() => import('./LangParam')),
};

/** Mounts the handler of `?name=` (FlagParam, LangParam) while the address has that parameter. */
export function AddressParam({ name }: { name: keyof typeof handlers }) {
  const { search } = useLocation();
  if (!new URLSearchParams(search).has(name)) return null;
  const Handler = handlers[name];
  return (
    <Suspense fallback={null}>
      <Handler />
    </Suspense>
  );
}
