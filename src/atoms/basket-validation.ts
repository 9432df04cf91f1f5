import { atom } from 'jotai';
import type { BasketValidatorRequestInput } from '../api/contract/basket';
import { log } from '../log/logger';
import type { Basket, HutsSlice } from '../db/records';
import { basketAtom } from './basket';
import { dealbotBusyAtom } from './dealbot';
import { hutsAtom } from './huts';
import { marketPricingFacts, priceInWorker, pricingRequest } from './pricing';
import { sessionAtom } from './session';
import { settingsAtom } from './settings';
import { creditsAtom, orderAtom } from './checkout';
import { kioskDeviceHeaders } from '../domain/kiosk/setting';

/**
 * Basket validation (spec 1 §4, 2 §4; 05-G10): a click on checkout asks the server to re-price the
 * basket (POST /v1/basket-validator/) unless the dealbot is still optimising. The answer belongs to
 * the basket it was asked for: any change to the basket reads as resting again. A FAILURE may come
 * without reasons, and its message is not shown (spec 1 §8); the reasons are kept for the log.
 */

export type BasketValidationStatus = 'resting' | 'VALIDATING' | 'SUCCESS' | 'FAILURE';

export interface BasketValidation {
  status: BasketValidationStatus;
  reasons: readonly { code: string; message: string }[];
}

interface ValidationRecord extends BasketValidation {
  basket: Basket | null;
  huts: HutsSlice | null;
}

const RESTING: ValidationRecord = { status: 'resting', reasons: [], basket: null, huts: null };

const validationRecordAtom = atom<ValidationRecord>(RESTING);

/**
 * `{ status, reasons }`. Resting again once the basket changes, or the huts do ("reset when huts
 * reset", spec 1 §4: localising and delocalising replace the huts slice).
 */
export const basketValidationAtom = atom((get): BasketValidation => {
  const record = get(validationRecordAtom);
  if (record.basket !== get(basketAtom) || record.huts !== get(hutsAtom)) return { status: 'resting', reasons: [] };
  return { status: record.status, reasons: record.reasons };
});

/** Validates the basket as it is now; 'skipped' while the dealbot optimises or nothing can be priced. */
export const validateBasketAtom = atom(null, async (get, set): Promise<BasketValidationStatus | 'skipped'> => {
  if (get(dealbotBusyAtom)) return 'skipped';
  const request = pricingRequest(get);
  if (!request) return 'skipped';
  const { basket, hut } = request;
  const huts = get(hutsAtom);
  set(validationRecordAtom, { status: 'VALIDATING', reasons: [], basket, huts });
  // An answer for a basket that has changed since (or a reset meanwhile) is dropped: it says nothing of the new one.
  const settle = (status: 'SUCCESS' | 'FAILURE', reasons: BasketValidation['reasons'] = []) => {
    if (get(basketAtom) !== basket || get(hutsAtom) !== huts || get(validationRecordAtom).basket !== basket) return 'skipped' as const;
    set(validationRecordAtom, { status, reasons, basket, huts });
    return status;
  };
  try {
    const [price, market, { engineWithCatalogue }, { validateBasket }, { priceBreakdown }] = await Promise.all([
      priceInWorker(request),
      marketPricingFacts(hut.sector),
      import('../workers/basket-client'),
      import('../api/basket'),
      import('../domain/pricing/breakdown'),
    ]);
    const engine = await engineWithCatalogue(request.catalogue);
    const payload = await engine.optimisePayload(basket, { hut, disposition: request.disposition, amount: price.total });
    const session = get(sessionAtom);
    const voucher = get(creditsAtom).voucher;
    const reservation = get(orderAtom).priorityDeliveryReservation;
    const answer = await validateBasket({
      hut: { id: hut.id, sector: hut.sector },
      payment: {
        amount: price.total,
        currency: market.currency,
        breakdown: priceBreakdown(price, market.decimals.basket),
      },
      disposition: {
        type: request.disposition,
        when: session.dispositionWhen,
        ...(session.dispositionWhen === 'scheduled' && session.dispositionTime !== null ? { time: session.dispositionTime } : {}),
      },
      // The engine's groups always carry the product id the contract requires of each item.
      deals: payload.deals as BasketValidatorRequestInput['deals'],
      discount: basket.discount ? { id: basket.discount.id, value: price.discount?.amount ?? basket.discount.value } : null,
      surcharges: price.surcharges,
      accountHolder: request.accountHolder,
      // What the server validates in the same request (issue 12): the voucher a voucher-only deal
      // needs, the priority reservation its surcharge is priced by.
      ...(voucher ? { voucher: { id: voucher.id } } : {}),
      ...(reservation ? { priorityDeliveryReservation: { id: reservation.id, hutId: reservation.hutId } } : {}),
    }, undefined, kioskDeviceHeaders(get(settingsAtom).kiosk));
    if (answer.status === 'SUCCESS') return settle('SUCCESS');
    log.warn('Basket validation failed', { reasons: answer.reasons ?? [] });
    return settle('FAILURE', answer.reasons ?? []);
  } catch (error) {
    log.error('Basket validation could not run', error);
    return settle('FAILURE');
  }
});
