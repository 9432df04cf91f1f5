import type { Market } from '../../../domain/markets/ids';
import type { MarketFacts } from './types';

/**
 * The facts the static pages quote, per market. Operators, addresses, numbers and emails are
 * fictional placeholders (reserved example domains; UK drama numbers 020 7946 0xxx; France's fiction
 * range 01 99 00 xx xx; North America's 555-01xx). Retention periods follow each market's rules on
 * accounting records. These are picks, written down in the closing note.
 */
export const MARKET_FACTS: Record<Market, MarketFacts> = {
  UK: {
    market: 'UK',
    country: { en: 'the United Kingdom', fr: 'le Royaume-Uni' },
    operator: 'Hut Kitchens UK Limited',
    address: '1 Example Yard, London NW1 8QP, United Kingdom',
    registration: { en: 'Registered in England and Wales, company number 00000000 (fictional). VAT number GB 000 0000 00.', fr: 'Immatriculée en Angleterre et au pays de Galles, n° 00000000 (fictif). TVA GB 000 0000 00.' },
    email: 'care-uk@example.com',
    privacyEmail: 'privacy-uk@example.com',
    phone: '020 7946 0123',
    dataLaw: { en: 'the UK GDPR and the Data Protection Act 2018', fr: 'le RGPD britannique et le Data Protection Act 2018' },
    regulator: { en: "the Information Commissioner's Office (ICO)", fr: "l'Information Commissioner's Office (ICO)", url: 'https://ico.org.uk' },
    orderRetention: { en: '6 years, as UK tax law requires for accounting records', fr: '6 ans, comme l’exige le droit fiscal britannique' },
    taxes: { en: 'Prices include VAT at the rate that applies to each item.', fr: 'Les prix incluent la TVA au taux applicable à chaque article.' },
    rewards: {
      en: ['You earn 1 point for every full £10 of an order placed while signed in.', 'Points turn into free food: 60 points for a free classic side, 250 points for a free medium pizza.'],
      fr: ['Vous gagnez 1 point par tranche complète de 10 £ de commande passée en étant connecté.', 'Les points se transforment en produits offerts : 60 points pour un accompagnement, 250 points pour une pizza moyenne.'],
    },
    collection: { en: 'collection', fr: 'à emporter' },
  },
  FR: {
    market: 'FR',
    country: { en: 'France', fr: 'la France' },
    operator: 'Hut Cuisines France SAS',
    address: '12 rue de l’Exemple, 75010 Paris, France',
    registration: { en: 'Simplified joint-stock company with a capital of €10,000, RCS Paris 000 000 000 (fictional). VAT FR 00 000000000.', fr: 'SAS au capital de 10 000 €, RCS Paris 000 000 000 (fictif). TVA intracommunautaire FR 00 000000000.' },
    email: 'service-client-fr@example.com',
    privacyEmail: 'dpo-fr@example.com',
    phone: '01 99 00 12 34',
    dataLaw: { en: 'the GDPR and the French Data Protection Act (loi Informatique et Libertés)', fr: 'le RGPD et la loi Informatique et Libertés' },
    regulator: { en: 'the CNIL (Commission nationale de l’informatique et des libertés)', fr: 'la CNIL (Commission nationale de l’informatique et des libertés)', url: 'https://www.cnil.fr' },
    orderRetention: { en: '10 years, as the French Commercial Code requires for accounting records', fr: '10 ans, comme l’exige le Code de commerce pour les pièces comptables' },
    taxes: { en: 'Prices include VAT (TVA) at the rate that applies to each item.', fr: 'Les prix s’entendent TTC, TVA comprise au taux applicable à chaque article.' },
    rewards: {
      en: ['You earn 1 point for every full €10 of an order placed while signed in.', 'Points turn into free food: 60 points for a free side, 250 points for a free medium pizza.'],
      fr: ['Vous gagnez 1 point par tranche complète de 10 € de commande passée en étant connecté.', 'Les points se transforment en produits offerts : 60 points pour une entrée, 250 points pour une pizza moyenne.'],
    },
    collection: { en: 'takeaway', fr: 'à emporter' },
  },
  IN: {
    market: 'IN',
    country: { en: 'India', fr: 'l’Inde' },
    operator: 'Hut Kitchens India Private Limited',
    address: '4th Floor, Example Towers, Connaught Place, New Delhi 110001, India',
    registration: { en: 'CIN U00000DL2020PTC000000 (fictional). GSTIN 07AAAAA0000A1Z5 (fictional). FSSAI licence 00000000000000.', fr: 'CIN U00000DL2020PTC000000 (fictif). GSTIN 07AAAAA0000A1Z5 (fictif). Licence FSSAI 00000000000000.' },
    email: 'care-in@example.com',
    privacyEmail: 'grievance-in@example.com',
    phone: '1800 000 0000',
    dataLaw: { en: 'the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000', fr: 'le Digital Personal Data Protection Act de 2023 et l’Information Technology Act de 2000' },
    regulator: { en: 'the Data Protection Board of India', fr: 'le Data Protection Board of India', url: 'https://www.meity.gov.in' },
    orderRetention: { en: '8 years, as the Companies Act, 2013 requires for books of account', fr: '8 ans, comme l’exige le Companies Act de 2013' },
    taxes: { en: 'GST is shown on your bill at the rate that applies to restaurant service.', fr: 'La GST figure sur votre facture au taux applicable à la restauration.' },
    rewards: {
      en: ['5 points equal 1 free medium 2-topping pizza.', 'Minimum age is 14.', 'The slice balance updates within 12 hours.'],
      fr: ['5 points donnent droit à 1 pizza moyenne 2 garnitures offerte.', 'L’âge minimum est de 14 ans.', 'Le solde de parts est mis à jour sous 12 heures.'],
    },
    collection: { en: 'takeaway', fr: 'à emporter' },
  },
  CA: {
    market: 'CA',
    country: { en: 'Canada', fr: 'le Canada' },
    operator: 'Hut Kitchens Canada Inc.',
    address: '100 Example Street, Toronto, ON M5V 0A0, Canada',
    registration: { en: 'Federal corporation number 000000-0 (fictional). GST/HST number 000000000 RT0001.', fr: 'Numéro de société fédérale 000000-0 (fictif). Numéro de TPS/TVH 000000000 RT0001.' },
    email: 'care-ca@example.com',
    privacyEmail: 'privacy-ca@example.com',
    phone: '1 416 555 0143',
    dataLaw: { en: 'the Personal Information Protection and Electronic Documents Act (PIPEDA) and, in Quebec, Law 25', fr: 'la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et, au Québec, la Loi 25' },
    regulator: { en: 'the Office of the Privacy Commissioner of Canada', fr: 'le Commissariat à la protection de la vie privée du Canada', url: 'https://www.priv.gc.ca' },
    orderRetention: { en: '6 years, as the Canada Revenue Agency requires for business records', fr: '6 ans, comme l’exige l’Agence du revenu du Canada pour les registres' },
    taxes: { en: 'Prices do not include sales tax. GST/HST and, where it applies, PST or QST are added at payment for your province.', fr: 'Les prix n’incluent pas les taxes. La TPS/TVH et, selon le cas, la TVP ou la TVQ de votre province sont ajoutées au paiement.' },
    rewards: {
      en: ['You earn 1 point on every order over $10.99 placed while signed in.', 'Points turn into free sides and pizzas, shown in your account with the points each one needs.'],
      fr: ['Vous obtenez 1 point pour chaque commande de plus de 10,99 $ passée en étant connecté.', 'Les points se transforment en accompagnements et pizzas gratuits, affichés dans votre compte avec le nombre de points requis.'],
    },
    collection: { en: 'pick-up', fr: 'pour emporter' },
  },
};
