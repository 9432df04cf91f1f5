/** The brand mark: a red hut roof over the wordmark. Decorative; the link around it carries the name. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 96 40" aria-hidden="true" focusable="false">
      <path d="M24 17 L45 5 Q48 3.4 51 5 L72 17 Q74 18.5 71.5 19 L24.5 19 Q22 18.5 24 17 Z" fill="currentColor" />
      <text x="48" y="36" textAnchor="middle" className="logo__word">
        Pizza Hut
      </text>
    </svg>
  );
}
