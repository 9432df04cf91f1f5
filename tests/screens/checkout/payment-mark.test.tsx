// @vitest-environment jsdom
// 06-G17: "issuer icons for Phonepe and Razorpay" (spec 2 §9). The marks are decorative drawings (the
// label names the type); each India issuer has its own, never the plain card every undrawn type falls back to.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentMark } from '../../../src/screens/checkout/PaymentMark';

afterEach(() => cleanup());

const drawn = (type: string) => {
  const { container } = render(<PaymentMark type={type} />);
  const svg = container.querySelector('svg');
  expect(svg?.getAttribute('aria-hidden')).toBe('true');
  const html = svg?.innerHTML ?? '';
  cleanup();
  return html;
};

describe('payment marks (06-G17)', () => {
  it('Razorpay, PhonePe and Paytm each have their own issuer mark, unlike the card fallback and one another', () => {
    const card = drawn('card');
    const marks = ['razorpay', 'phone-pe', 'paytm'].map(drawn);
    for (const mark of marks) expect(mark).not.toBe(card);
    expect(new Set(marks).size).toBe(3);
  });

  it('an undrawn type falls back to the card mark', () => {
    expect(drawn('vtexCard')).toBe(drawn('card'));
  });
});
