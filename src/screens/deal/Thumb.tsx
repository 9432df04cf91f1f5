import { useState } from 'react';
import { PizzaArt } from '../../components/PizzaArt';

/** A decorative product photo; a drawing of the product type when it cannot load (offline, or no photo). */
export function Thumb({ src, size, type = 'pizza' }: { src: string; size: number; type?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="deal-thumb" style={{ width: size, height: size }} aria-hidden="true">
      {failed || !src ? (
        <TypeArt type={type} size={size * 0.75} />
      ) : (
        <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      )}
    </span>
  );
}

function TypeArt({ type, size }: { type: string; size: number }) {
  if (type === 'pizza' || type === 'deal') return <PizzaArt size={size} />;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" focusable="false">
      {type === 'drink' ? (
        <g>
          <path d="M20 14h24l-4 44H24z" fill="#c8102e" />
          <path d="M21 24h22" stroke="#fff" strokeWidth="3" />
          <path d="M34 14l5-9" stroke="#1d1b1a" strokeWidth="3" strokeLinecap="round" />
        </g>
      ) : type === 'dip' ? (
        <g>
          <path d="M12 30h40l-5 20H17z" fill="#e9e1d8" />
          <ellipse cx="32" cy="30" rx="20" ry="7" fill="#e8a33d" />
        </g>
      ) : type === 'dessert' ? (
        <g>
          <path d="M16 36h32l-5 18H21z" fill="#8b5a2b" />
          <circle cx="32" cy="30" r="13" fill="#f6d6e0" />
          <circle cx="32" cy="16" r="4" fill="#c8102e" />
        </g>
      ) : (
        <g>
          <ellipse cx="32" cy="46" rx="26" ry="9" fill="#e9e1d8" />
          <rect x="18" y="20" width="8" height="26" rx="3" fill="#e8a33d" transform="rotate(-12 22 33)" />
          <rect x="28" y="16" width="8" height="30" rx="3" fill="#ffd666" />
          <rect x="38" y="20" width="8" height="26" rx="3" fill="#e8a33d" transform="rotate(12 42 33)" />
        </g>
      )}
    </svg>
  );
}
