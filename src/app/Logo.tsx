/** The brand mark: a red hut roof over the wordmark. Decorative; the link around it carries the name. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 132 40" aria-hidden="true" focusable="false">
      <path d="M6 18 L30 4 Q33 2.4 36 4 L60 18 Q62 19.5 59.5 20 L6.5 20 Q4 19.5 6 18 Z" fill="currentColor" />
      <text x="33" y="35" textAnchor="middle" className="logo__word">
        Pizza Hut
      </text>
    </svg>
  );
}
