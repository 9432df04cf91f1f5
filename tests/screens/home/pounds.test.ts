import { describe, expect, it } from 'vitest';
import { pounds } from '../../../src/screens/home/PromoBlocks';

// The UK promos' prices (spec 1 §5): pence under a pound, whole pounds bare. English is formatted by
// hand (issue 18: no Intl currency data on the home page's first render); it must say what Intl says.
describe('pounds on the UK promos', () => {
  const intl = (amount: number) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount);

  it.each([5, 10, 12.99, 4.5, 1234, 1234.5, 1, 0])('%s in English is what Intl.NumberFormat en-GB says', (amount) => {
    expect(pounds(amount, 'en-GB')).toBe(intl(amount));
  });

  it('says pence under a pound', () => {
    expect(pounds(0.99, 'en-GB')).toBe('99p');
  });

  it('uses Intl in other languages', () => {
    expect(pounds(5.5, 'fr-FR')).toBe(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(5.5));
  });
});
