import { useState } from 'react';
import { PizzaArt } from '../../components/PizzaArt';
import { fallbackArtPath } from '../../domain/art/paths';

interface ProductImageProps {
  src: string;
  /** The product's type ('deal' for deals): its fallback picture when its own cannot load. */
  type: string;
  size: number;
}

/**
 * A product's picture: drawn at build time for every seeded product and deal, and precached by the
 * service worker (issue 13, 10-G18). A product the build never saw (added by an operator since) shows
 * its type's fallback picture, and the inline drawing stands in should even that fail. Decorative: the
 * card's title names the product.
 */
export function ProductImage({ src, type, size }: ProductImageProps) {
  const [attempt, setAttempt] = useState<'own' | 'fallback' | 'drawn'>(src ? 'own' : 'fallback');
  if (attempt === 'drawn') {
    return (
      <span className="product-image product-image--art" aria-hidden="true">
        <PizzaArt size={size * 0.7} />
      </span>
    );
  }
  return (
    <span className="product-image">
      <img
        src={attempt === 'own' ? src : fallbackArtPath(type)}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setAttempt(attempt === 'own' ? 'fallback' : 'drawn')}
      />
    </span>
  );
}
