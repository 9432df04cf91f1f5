/**
 * Small drawn marks for the payment choices (spec 2 §3 labels; §9 "issuer icons for Phonepe and
 * Razorpay"): inline SVG, so they cost no request and work offline. Decorative: the label names the type.
 */
export function PaymentMark({ type }: { type: string }) {
  return (
    <svg className="payment-mark" viewBox="0 0 48 32" aria-hidden="true" focusable="false">
      {mark(type)}
    </svg>
  );
}

function frame(fill: string, stroke = fill) {
  return <rect x="0.5" y="0.5" width="47" height="31" rx="5" fill={fill} stroke={stroke} />;
}

function word(text: string, fill: string, size = 10, weight = 800) {
  return (
    <text x="24" y={16 + size * 0.35} textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight={weight} fontSize={size} fill={fill}>
      {text}
    </text>
  );
}

function mark(type: string): React.JSX.Element {
  switch (type) {
    case 'card':
      return (
        <>
          {frame('#fff', '#d9d2ca')}
          <rect x="6" y="8" width="36" height="5" fill="#1d1b1a" />
          <rect x="6" y="19" width="14" height="4" rx="1" fill="#c9c1b8" />
          <rect x="23" y="19" width="8" height="4" rx="1" fill="#c9c1b8" />
        </>
      );
    case 'cash':
    case 'cash/ticket':
      return (
        <>
          {frame('#e8f4ec', '#b7dcc3')}
          <rect x="7" y="8" width="34" height="16" rx="2" fill="none" stroke="#1e7b3c" strokeWidth="2" />
          <circle cx="24" cy="16" r="4.5" fill="none" stroke="#1e7b3c" strokeWidth="2" />
        </>
      );
    case 'ticket':
      return (
        <>
          {frame('#fff4e0', '#f0c98a')}
          <path d="M8 9h32v5a2 2 0 0 0 0 4v5H8v-5a2 2 0 0 0 0-4z" fill="none" stroke="#a15c00" strokeWidth="2" />
        </>
      );
    case 'applePay':
      return (
        <>
          {frame('#000')}
          {word('Pay', '#fff', 12, 600)}
        </>
      );
    case 'googlePay':
      return (
        <>
          {frame('#fff', '#d9d2ca')}
          <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="11">
            <tspan fill="#4285f4">G</tspan>
            <tspan fill="#5f6368"> Pay</tspan>
          </text>
        </>
      );
    case 'paypal':
      return (
        <>
          {frame('#fff', '#d9d2ca')}
          <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="800" fontStyle="italic" fontSize="10">
            <tspan fill="#003087">Pay</tspan>
            <tspan fill="#009cde">Pal</tspan>
          </text>
        </>
      );
    case 'razorpay':
      return (
        <>
          {frame('#0c2451')}
          <path d="M20 25l5-18h5l-3 10 5-4-6 12z" fill="#3395ff" />
        </>
      );
    case 'phone-pe':
      return (
        <>
          {frame('#5f259f')}
          {word('पे', '#fff', 14, 700)}
        </>
      );
    case 'paytm':
      return (
        <>
          {frame('#fff', '#d9d2ca')}
          <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="800" fontSize="11">
            <tspan fill="#002e6e">pay</tspan>
            <tspan fill="#00baf2">tm</tspan>
          </text>
        </>
      );
    case 'paylater_credit':
    case 'paylater_debit':
      // Pay-later is paid on the card machine at the door or the counter (C39): a card terminal.
      return (
        <>
          {frame('#eef3fb', '#bccbe4')}
          <rect x="16" y="5" width="16" height="22" rx="3" fill="none" stroke="#1f4e9a" strokeWidth="2" />
          <rect x="19" y="8" width="10" height="5" rx="1" fill="#1f4e9a" />
          <circle cx="21" cy="18" r="1.3" fill="#1f4e9a" />
          <circle cx="27" cy="18" r="1.3" fill="#1f4e9a" />
          <circle cx="21" cy="23" r="1.3" fill="#1f4e9a" />
          <circle cx="27" cy="23" r="1.3" fill="#1f4e9a" />
        </>
      );
    case 'visaCheckout':
      // 'Click to pay' (13-G4): the scheme's own pay mark, a card with its pointer.
      return (
        <>
          {frame('#fff', '#d9d2ca')}
          <rect x="8" y="9" width="22" height="15" rx="2" fill="#1a1f71" />
          <rect x="8" y="12" width="22" height="3" fill="#f7b600" />
          <path d="M31 15l9 4-4 1.5 3 4-2 1.5-3-4-3 3z" fill="#1d1b1a" />
        </>
      );
    case 'googlePay3DS':
      return mark('googlePay');
    case 'upi':
      return (
        <>
          {frame('#fff', '#d9d2ca')}
          <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="800" fontStyle="italic" fontSize="11">
            <tspan fill="#5f6368">UP</tspan>
            <tspan fill="#f47b20">I</tspan>
          </text>
        </>
      );
    case 'netbanking':
      return (
        <>
          {frame('#fff', '#d9d2ca')}
          <path d="M12 13l12-6 12 6z" fill="#1f4e9a" />
          <rect x="14" y="14" width="3" height="8" fill="#1f4e9a" />
          <rect x="22.5" y="14" width="3" height="8" fill="#1f4e9a" />
          <rect x="31" y="14" width="3" height="8" fill="#1f4e9a" />
          <rect x="11" y="23" width="26" height="3" fill="#1f4e9a" />
        </>
      );
    default:
      // A type with no drawn mark yet (13-G7's eigen, vtexCard…): a plain card, never a cut-off word.
      return mark('card');
  }
}
