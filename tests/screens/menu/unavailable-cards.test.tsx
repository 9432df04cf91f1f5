// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../../src/api/contract/catalogue';
import { i18n } from '../../../src/i18n';
import { loadScreenStrings } from '../../support/screen-setup';
import { DealCard } from '../../../src/screens/menu/DealCard';
import { ProductCard } from '../../../src/screens/menu/ProductCard';

// A menu entry missing from the hut's SKU list is shown but cannot be chosen (checklist 10-G6 pick).

beforeAll(async () => {
  await loadScreenStrings();
});

afterEach(cleanup);

const badges = { veg: false, vegan: false, spice: 0 as const, isNew: false, glutenFree: false };

function product(unavailable: boolean) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ProductCard
        id="garlic-bread"
        title="Garlic Bread"
        desc=""
        img="/images/menu/uk/garlic-bread.svg"
        type="side"
        priceLabel="£4.49"
        badges={badges}
        action={{ label: 'Add', accessibleName: 'Add Garlic Bread', onClick: () => {} }}
        unavailable={unavailable}
      />
    </I18nextProvider>,
  );
}

describe('menu cards and the SKU list', () => {
  it('a product in the list keeps its button', () => {
    product(false);
    expect(screen.getByRole('button', { name: 'Add Garlic Bread' })).toBeTruthy();
    expect(screen.queryByText('Not available at this restaurant')).toBeNull();
  });

  it('a product missing from the list says so and has no button', () => {
    product(true);
    expect(screen.queryByRole('button', { name: 'Add Garlic Bread' })).toBeNull();
    expect(screen.getByText('Not available at this restaurant')).toBeTruthy();
  });

  it('a deal missing from the list has no link to its page', () => {
    const deal = { id: 'meal', type: 'deal', kind: 'bundle', title: 'Meal for one', desc: '', img: '', price: 9.99, options: [], loyalty: false, popularity: 0, rules: {} } as unknown as Deal;
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <DealCard deal={deal} priceLabel="£9.99" format={(amount) => `£${amount}`} unavailable />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Not available at this restaurant')).toBeTruthy();
  });
});
