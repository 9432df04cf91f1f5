import { useTranslation } from 'react-i18next';

/** The accepted card types (05-G1): one drawn image, so it needs no network and scales crisply. */
export function AcceptedCards() {
  const { t } = useTranslation();
  return (
    <svg className="accepted-cards" viewBox="0 0 232 32" role="img" aria-label={t('basket.cards')}>
      <g>
        <rect x="0.5" y="0.5" width="52" height="31" rx="5" fill="#fff" stroke="#d9d2ca" />
        <text x="26.5" y="21" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="900" fontStyle="italic" fontSize="13" fill="#1a1f71">
          VISA
        </text>
      </g>
      <g transform="translate(60 0)">
        <rect x="0.5" y="0.5" width="52" height="31" rx="5" fill="#fff" stroke="#d9d2ca" />
        <circle cx="21" cy="16" r="9" fill="#eb001b" />
        <circle cx="32" cy="16" r="9" fill="#f79e1b" fillOpacity="0.9" />
      </g>
      <g transform="translate(120 0)">
        <rect x="0.5" y="0.5" width="52" height="31" rx="5" fill="#2e77bc" />
        <text x="26.5" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="800" fontSize="10" fill="#fff">
          AMEX
        </text>
      </g>
      <g transform="translate(180 0)">
        <rect x="0.5" y="0.5" width="51" height="31" rx="5" fill="#fff" stroke="#d9d2ca" />
        <text x="26" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="800" fontStyle="italic" fontSize="10">
          <tspan fill="#003087">Pay</tspan>
          <tspan fill="#009cde">Pal</tspan>
        </text>
      </g>
    </svg>
  );
}
