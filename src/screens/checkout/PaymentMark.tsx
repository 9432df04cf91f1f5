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

function mark(type: string) {
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
    default:
      return (
        <>
          {frame('#fff', '#d9d2ca')}
          {word(type.slice(0, 4).toUpperCase(), '#5b5552', 9)}
        </>
      );
  }
}
