import type { StaticContent } from './types';

/** About us (footer target, C25), with the OpenMoji attribution the product illustrations need (CC BY-SA 4.0). */
export const OPENMOJI_ATTRIBUTION = {
  en: 'Product illustrations: OpenMoji — the open-source emoji and icon project. License: CC BY-SA 4.0',
  fr: 'Illustrations des produits : OpenMoji — le projet open source d’emojis et d’icônes. Licence : CC BY-SA 4.0',
};

const aboutUs: StaticContent = (language, facts) => {
  if (language === 'fr') {
    return {
      title: 'Qui sommes-nous',
      lead: `Des pizzas généreuses, faites à la main chaque jour dans nos restaurants partout en ${facts.market === 'CA' ? 'Canada' : 'France'}, livrées chaudes ou prêtes ${facts.collection.fr}.`,
      sections: [
        {
          heading: 'Notre pâte, chaque jour',
          paragraphs: [
            'Chaque matin, nos équipes préparent la pâte sur place, puis l’étalent à la main à chaque commande : classique, fine ou à bords farcis. La sauce tomate est cuisinée à partir de tomates mûries au soleil, et la mozzarella est râpée le jour même.',
          ],
        },
        {
          heading: 'Pour tout le monde',
          paragraphs: [
            'Des recettes végétariennes et végétaliennes, des allergènes affichés pour chaque produit, et un site pensé pour être utilisé au clavier, au lecteur d’écran comme sur une borne en restaurant.',
          ],
        },
        {
          heading: 'Nos restaurants',
          paragraphs: [
            `Le site est exploité par ${facts.operator}, ${facts.address}. Nos restaurants sont tenus par des franchisés et des équipes locales, qui recrutent près de chez vous.`,
          ],
        },
        {
          heading: 'Crédits',
          paragraphs: [OPENMOJI_ATTRIBUTION.fr, 'Cartes dessinées à partir des données ouvertes Natural Earth (domaine public).'],
        },
      ],
      links: [
        { label: 'Trouver un restaurant', to: '/huts/' },
        { label: 'Voir les offres', to: '/order/deals/' },
      ],
    };
  }
  return {
    title: 'About us',
    lead: `Generous pizzas, made by hand every day in our restaurants across ${facts.country.en}, delivered hot or ready for ${facts.collection.en}.`,
    sections: [
      {
        heading: 'Fresh dough, every day',
        paragraphs: [
          'Our teams make the dough in the restaurant every morning and stretch it by hand for each order: classic, thin or stuffed crust. Our tomato sauce starts with sun-ripened tomatoes, and the mozzarella is grated the same day.',
        ],
      },
      {
        heading: 'For everyone',
        paragraphs: [
          `Vegetarian${facts.market === 'IN' ? ' and Jain-friendly' : ' and vegan'} recipes, allergens listed for every product, and a website built to work with a keyboard, a screen reader and our in-store kiosks alike.`,
        ],
      },
      {
        heading: 'Our restaurants',
        paragraphs: [
          `This service is run by ${facts.operator}, ${facts.address}. Our restaurants are run by local franchisees and teams who hire close to where you live.`,
        ],
      },
      {
        heading: 'Credits',
        paragraphs: [OPENMOJI_ATTRIBUTION.en, 'Maps drawn from Natural Earth open data (public domain).'],
      },
    ],
    links: [
      { label: 'Find a restaurant', to: '/huts/' },
      { label: 'See the deals', to: '/order/deals/' },
    ],
  };
};

export default aboutUs;
