import { describe, expect, it } from 'vitest';
import { providerReturnOf } from '../../../src/screens/card-details/query';

// 13-G2: the provider's return values are read off the return link and sent on to place as they came.
describe('providerReturnOf', () => {
  it('reads Hipay state, orderid and hash, Worldpay paymentAuthorisationResponse and cardType', () => {
    const params = new URLSearchParams({
      paymentStatus: 'success',
      transactionId: 'TX-1',
      cardType: 'VISA',
      state: 'completed',
      orderid: 'TX-1',
      hash: 'a'.repeat(64),
      paymentAuthorisationResponse: 'AUTHENTICATED',
    });
    expect(providerReturnOf(params)?.input).toEqual({
      paymentStatus: 'success',
      transactionId: 'TX-1',
      returned: { cardType: 'VISA', state: 'completed', orderid: 'TX-1', hash: 'a'.repeat(64), paymentAuthorisationResponse: 'AUTHENTICATED' },
    });
  });

  it('a return without them carries none; empty values are not sent', () => {
    expect(providerReturnOf(new URLSearchParams({ paymentStatus: 'cancel', transactionId: 'TX-1', hash: '' }))?.input).toEqual({ paymentStatus: 'cancel', transactionId: 'TX-1' });
  });
});
