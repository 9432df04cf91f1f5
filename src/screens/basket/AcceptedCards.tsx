import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_MARK_NAMES, acceptedMarks, type AcceptedMark } from '../../domain/checkout/accepted-payments';

const WIDTH = 52;
const GAP = 8;

/**
 * The accepted cards and wallets (05-G1, 10-G31): one drawn image of the marks of what the localised
 * hut takes (`supportedPayment`), so it needs no network, scales crisply and never shows PayPal where
 * it is not taken. India gets its issuer icons (PhonePe, Razorpay, Paytm; spec 2 §9).
 */
export function AcceptedCards({ types }: { types: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const marks = acceptedMarks(types);
  if (marks.length === 0) return null;
  const names = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(marks.map((mark) => ACCEPTED_MARK_NAMES[mark]));
  const width = marks.length * WIDTH + (marks.length - 1) * GAP;
  return (
    <svg
      className="accepted-cards"
      viewBox={`0 0 ${width} 32`}
      style={{ width: `${Math.round((width / 232) * 180)}px` }}
      role="img"
      aria-label={t('basket.acceptedPayments', { names })}
      data-marks={marks.join(' ')}
    >
      {marks.map((mark, index) => (
        <g key={mark} transform={`translate(${index * (WIDTH + GAP)} 0)`}>
          {drawing(mark)}
        </g>
      ))}
    </svg>
  );
}

function frame(fill: string, stroke = fill): ReactNode {
  return <rect x="0.5" y="0.5" width={WIDTH - 1} height="31" rx="5" fill={fill} stroke={stroke} />;
}

function label(text: ReactNode, size: number, fill = '#1d1b1a', extra: { italic?: boolean; weight?: number } = {}): ReactNode {
  return (
    <text
      x={WIDTH / 2}
      y={16 + size * 0.36}
      textAnchor="middle"
      fontFamily="Arial, sans-serif"
      fontWeight={extra.weight ?? 800}
      fontStyle={extra.italic ? 'italic' : undefined}
      fontSize={size}
      fill={fill}
    >
      {text}
    </text>
  );
}

function drawing(mark: AcceptedMark): ReactNode {
  switch (mark) {
    case 'visa':
      return (
        <>
          {frame('#fff', '#d9d2ca')}
          {label('VISA', 13, '#1a1f71', { italic: true, weight: 900 })}
        </>
      );
    case 'mastercard':
      return (
        <>
          {frame('#fff', '#d9d2ca')}
          <circle cx="21" cy="16" r="9" fill="#eb001b" />
          <circle cx="31" cy="16" r="9" fill="#f79e1b" fillOpacity="0.9" />
        </>
      );
    case 'amex':
      return (
        <>
          {frame('#2e77bc')}
          {label('AMEX', 10, '#fff')}
        </>
      );
    case 'paypal':
      return (
        <>
          {frame('#fff', '#d9d2ca')}
          {label(
            <>
              <tspan fill="#003087">Pay</tspan>
              <tspan fill="#009cde">Pal</tspan>
            </>,
            10,
            undefined,
            { italic: true },
          )}
        </>
      );
    case 'applepay':
      return (
        <>
          {frame('#000')}
          <path d="M15 12.5c.8-1 .7-2.3.7-2.5-.9.1-1.9.6-2.4 1.3-.5.6-.8 1.5-.7 2.4 1 .1 1.9-.5 2.4-1.2Zm.7 1.4c-1.3-.1-2.3.7-2.9.7-.6 0-1.5-.7-2.5-.6-1.3 0-2.4.7-3.1 1.9-1.3 2.3-.3 5.6.9 7.5.6.9 1.3 1.9 2.3 1.8.9 0 1.3-.6 2.4-.6s1.4.6 2.4.6 1.6-.9 2.2-1.8c.7-1 1-2 1-2.1 0 0-1.9-.8-2-3 0-1.9 1.5-2.7 1.6-2.8-.9-1.3-2.2-1.5-2.7-1.5Z" fill="#fff" />
          <text x="33" y="20.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="600" fontSize="12" fill="#fff">
            Pay
          </text>
        </>
      );
    case 'googlepay':
      return (
        <>
          {frame('#fff', '#d9d2ca')}
          {label(
            <>
              <tspan fill="#4285f4">G</tspan>
              <tspan fill="#5f6368"> Pay</tspan>
            </>,
            11,
            undefined,
            { weight: 700 },
          )}
        </>
      );
    case 'razorpay':
      return (
        <>
          {frame('#0c2451')}
          <path d="M21 25l5-18h5l-3 10 5-4-6 12z" fill="#3395ff" />
        </>
      );
    case 'phonepe':
      return (
        <>
          {frame('#5f259f')}
          {label('पे', 15, '#fff', { weight: 700 })}
        </>
      );
    case 'paytm':
      return (
        <>
          {frame('#fff', '#d9d2ca')}
          {label(
            <>
              <tspan fill="#002e6e">pay</tspan>
              <tspan fill="#00baf2">tm</tspan>
            </>,
            11,
          )}
        </>
      );
  }
}
