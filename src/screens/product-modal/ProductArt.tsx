import { useState } from 'react';
import { PizzaArt } from '../../components/PizzaArt';

/** The product's photo at the top of the modal, or for a pizza a drawing when it cannot load (offline, missing). */
export function ProductArt({ src, type }: { src: string; type: string }) {
  const [failed, setFailed] = useState(false);
  // Only pizzas have a drawing worth the space; other products simply lose the picture.
  if ((failed || !src) && type !== 'pizza') return null;
  return (
    <div className="editor-art" aria-hidden="true">
      {failed || !src ? (
        <PizzaArt size={96} />
      ) : (
        <img src={src} alt="" width={320} height={160} decoding="async" onError={() => setFailed(true)} />
      )}
    </div>
  );
}
