import { useState } from 'react';
import { PizzaArt } from '../../components/PizzaArt';

interface ProductImageProps {
  src: string;
  /** The product's type: the drawing shown when the photo cannot load. */
  type: string;
  size: number;
}

/**
 * A product photo. Photos come from the content host and may not load offline or at all; the card
 * then shows a drawing of the product type instead of a broken image. Decorative: the card's title
 * names the product.
 */
export function ProductImage({ src, type, size }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <span className="product-image product-image--art" aria-hidden="true">
        {type === 'pizza' || type === 'deal' ? <PizzaArt size={size * 0.7} /> : <PlateArt type={type} size={size * 0.7} />}
      </span>
    );
  }
  return (
    <span className="product-image">
      <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(true)} />
    </span>
  );
}

/** Simple drawings for drinks, desserts, dips and sides. */
function PlateArt({ type, size }: { type: string; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" focusable="false">
      {type === 'drink' ? (
        <g>
          <path d="M18 14h28l-4 44H22z" fill="#c8102e" />
          <path d="M20 22h24" stroke="#fff" strokeWidth="3" />
          <path d="M34 14l6-10" stroke="#1d1b1a" strokeWidth="3" strokeLinecap="round" />
        </g>
      ) : type === 'dessert' ? (
        <g>
          <path d="M14 34h36l-6 20H20z" fill="#8b5a2b" />
          <circle cx="32" cy="28" r="14" fill="#f6d6e0" />
          <circle cx="32" cy="14" r="4" fill="#c8102e" />
        </g>
      ) : type === 'dip' ? (
        <g>
          <ellipse cx="32" cy="40" rx="22" ry="12" fill="#e9e1d8" />
          <ellipse cx="32" cy="36" rx="18" ry="8" fill="#e8a33d" />
        </g>
      ) : (
        <g>
          <ellipse cx="32" cy="44" rx="28" ry="10" fill="#e9e1d8" />
          <rect x="16" y="20" width="8" height="26" rx="3" fill="#e8a33d" transform="rotate(-12 20 33)" />
          <rect x="28" y="16" width="8" height="30" rx="3" fill="#ffd666" />
          <rect x="40" y="20" width="8" height="26" rx="3" fill="#e8a33d" transform="rotate(12 44 33)" />
        </g>
      )}
    </svg>
  );
}
