import { describe, expect, it } from 'vitest';
import { buildOrderCustomer } from '../../../src/domain/checkout';
import { checkoutForm } from './form';

describe("the order's customer (spec 2 §3, §5; 06-G10)", () => {
  it('UK delivery: two address lines and the postcode, carets stripped, instructions and contact-free', () => {
    const customer = buildOrderCustomer({
      market: 'UK',
      disposition: 'delivery',
      form: checkoutForm({
        name: ' Sam^ Smith ',
        phone: ' 020  7946^0101 ',
        email: ' sam^@example.com ',
        addressLine1: '12',
        addressLine2: 'Parkway',
        postcode: 'nw1 8qp',
        instructions: ' Ring^ twice ',
        contactFree: true,
        marketing: true,
      }),
      sessionAddress: { postcode: 'NW1 8QP', lat: 51.54, lng: -0.14 },
      selectedLanguage: 'en-GB',
    });
    expect(customer).toEqual({
      name: 'Sam Smith',
      phone: '020 79460101',
      email: 'sam@example.com',
      marketing: { all: true },
      selectedLanguage: 'en-GB',
      deliveryAddress: { address: '12, Parkway', postcode: 'NW18QP', geoCoordinates: { lat: 51.54, lng: -0.14 } },
      instructions: 'Ring twice',
      contactFree: true,
      deliveryLocation: { address: '12, Parkway' },
    });
  });

  it('collection carries no address, instructions or contact-free', () => {
    const customer = buildOrderCustomer({
      market: 'UK',
      disposition: 'collection',
      form: checkoutForm({ name: 'Sam', phone: '020 7946 0101', email: 'sam@example.com', addressLine1: '12 Parkway', instructions: 'x', contactFree: true }),
    });
    expect(customer).toEqual({ name: 'Sam', phone: '020 7946 0101', email: 'sam@example.com', marketing: { all: false } });
  });

  it('India: a 10-digit phone; the address from the session with the interior, removed when empty', () => {
    const base = {
      market: 'IN' as const,
      disposition: 'delivery' as const,
      sessionAddress: { address: 'Connaught Place, New Delhi', postcode: '110001', lat: 28.63, lng: 77.22 },
    };
    const form = { name: 'Priya', phone: '+91 98765 43210', email: 'priya@example.in' };
    const withInterior = buildOrderCustomer({ ...base, form: checkoutForm({ ...form, interior: 'Flat 4' }) });
    expect(withInterior.phone).toBe('9876543210');
    expect(withInterior.deliveryAddress).toEqual({
      interior: 'Flat 4',
      address: 'Connaught Place, New Delhi',
      postcode: '110001',
      geoCoordinates: { lat: 28.63, lng: 77.22 },
    });
    const without = buildOrderCustomer({ ...base, form: checkoutForm({ ...form, interior: '  ' }) });
    expect(without.deliveryAddress).not.toHaveProperty('interior');
    expect(without.deliveryLocation).toEqual({ address: 'Connaught Place, New Delhi' });
  });

  it('Canada: the name from first and last names, the street and postal code', () => {
    const customer = buildOrderCustomer({
      market: 'CA',
      disposition: 'delivery',
      form: checkoutForm({ firstName: 'Sam', lastName: 'Tremblay', phone: '416-555-0199', email: 's@example.ca', streetAddress: ' 1 Front St ', postalCode: 'm5v 3l9' }),
    });
    expect(customer.name).toBe('Sam Tremblay');
    expect(customer.firstName).toBe('Sam');
    expect(customer.lastName).toBe('Tremblay');
    expect(customer.deliveryAddress).toEqual({ street: '1 Front St', postcode: 'M5V3L9' });
    expect(customer.deliveryLocation).toEqual({ address: '1 Front St' });
    expect(customer.contactFree).toBe(false);
  });

  it('France: the address from the session; never a place id', () => {
    const customer = buildOrderCustomer({
      market: 'FR',
      disposition: 'delivery',
      form: checkoutForm({ firstName: 'Amélie', lastName: 'Poulain', phone: '01 23 45 67 89', email: 'a@example.fr' }),
      sessionAddress: { address: '15 Rue Lepic, Paris', postcode: '75018' },
    });
    expect(customer.deliveryAddress).toEqual({ address: '15 Rue Lepic, Paris', postcode: '75018' });
    expect(customer.deliveryLocation).toEqual({ address: '15 Rue Lepic, Paris' });
    expect(customer).not.toHaveProperty('instructions');
  });
});
