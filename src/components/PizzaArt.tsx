/** A small pepperoni pizza drawing for empty and placeholder states (no emoji font needed). */
export function PizzaArt({ size = 64 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#e8a33d" />
      <circle cx="32" cy="32" r="25.5" fill="#ffd666" />
      <g fill="#aa1822">
        <circle cx="32" cy="32" r="4.5" />
        <circle cx="44" cy="25" r="4.5" />
        <circle cx="20" cy="25" r="4.5" />
        <circle cx="44" cy="39" r="4.5" />
        <circle cx="20" cy="39" r="4.5" />
        <circle cx="32" cy="46" r="4.5" />
        <circle cx="32" cy="18" r="4.5" />
      </g>
    </svg>
  );
}
