import type { StaticContent } from './types';

/**
 * Terms of sale for ordering online (checklist 10-G5). India's checkout asks customers to accept
 * these ('Please accept Terms and Conditions', spec 2 §5) and opens /terms/ in a new tab.
 */
const terms: StaticContent = (language, facts) => {
  const ca = facts.market === 'CA';
  const india = facts.market === 'IN';
  if (language === 'fr') {
    return {
      title: 'Conditions générales de vente',
      lead: `Ces conditions s’appliquent à toute commande passée sur ce site ou dans l’application auprès de ${facts.operator} pour ${facts.country.fr}. En validant votre commande, vous les acceptez.`,
      updated: '2026-11-01',
      sections: [
        {
          heading: '1. Qui sommes-nous',
          paragraphs: [`Le site est exploité par ${facts.operator}, ${facts.address}. ${facts.registration.fr}`, `Service client : ${facts.email}, ${facts.phone}.`],
        },
        {
          heading: '2. Prix',
          paragraphs: [
            `Les prix sont indiqués dans la devise du pays, pour le restaurant et le mode de commande choisis (livraison ou ${facts.collection.fr}). ${facts.taxes.fr}`,
            'Les frais de livraison, les suppléments et les remises s’affichent dans votre panier avant le paiement. Le montant total affiché au moment de valider est celui qui vous est facturé : notre serveur recalcule chaque commande et ne retient jamais un prix supérieur à celui affiché sans vous le montrer.',
          ],
        },
        {
          heading: '3. Commande et paiement',
          paragraphs: [
            'Votre commande est ferme lorsque nous la confirmons à l’écran et, si vous l’avez fournie, par e-mail. Un restaurant peut refuser une commande (fermeture, produit épuisé, adresse hors zone) : vous en êtes informé et rien ne vous est débité.',
            'Vous pouvez payer par carte, portefeuille électronique, carte cadeau ou, lorsque le restaurant le propose, en espèces ou par carte à la livraison. Les données de carte sont traitées par notre prestataire de paiement et ne sont jamais stockées par nous.',
          ],
        },
        {
          heading: '4. Livraison et retrait',
          paragraphs: [
            'Les délais annoncés sont des estimations ; nous faisons de notre mieux pour les tenir. Une commande minimum peut s’appliquer à la livraison ; elle est indiquée dans votre panier.',
            `Pour une commande ${facts.collection.fr}, présentez-vous au restaurant choisi à l’heure indiquée. Une commande non retirée dans l’heure qui suit peut être jetée pour des raisons d’hygiène, sans remboursement.`,
          ],
        },
        {
          heading: '5. Annulation et réclamations',
          paragraphs: [
            'Les plats étant préparés à la demande et périssables, le droit de rétractation ne s’applique pas une fois la préparation commencée. Pour annuler avant, appelez au plus vite le restaurant.',
            `Si un article manque, est incorrect ou ne vous satisfait pas, contactez-nous dans les 48 heures (${facts.email}) : nous le remplaçons, vous offrons un bon ou vous remboursons.`,
          ],
        },
        {
          heading: '6. Allergènes',
          paragraphs: [
            'Les allergènes de chaque produit sont indiqués sur sa fiche et sur la page Nutrition. Nos cuisines manipulent du gluten, du lait, des œufs, du soja, du poisson, des fruits à coque et d’autres allergènes : nous ne pouvons pas garantir l’absence de traces.',
            'En cas d’allergie, parlez-en au restaurant avant de commander.',
          ],
        },
        {
          heading: '7. Offres, bons et fidélité',
          paragraphs: ['Chaque offre précise ses conditions (disponibilité, mode de commande, montant minimum). Un seul bon par commande, sauf mention contraire. Les bons n’ont pas de valeur en espèces.'],
        },
        {
          heading: '8. Droit applicable',
          paragraphs: [
            ca
              ? 'Ces conditions sont régies par les lois de la province où se trouve le restaurant et les lois fédérales du Canada applicables. Elles n’affectent pas vos droits de consommateur.'
              : 'Ces conditions sont régies par le droit français. En cas de litige, vous pouvez recourir gratuitement à un médiateur de la consommation avant de saisir les tribunaux compétents. Elles n’affectent pas vos droits légaux.',
          ],
        },
      ],
      links: [
        { label: 'Politique de confidentialité', to: '/privacy/' },
        { label: 'Questions fréquentes', to: '/faqs/' },
      ],
    };
  }
  return {
    title: 'Terms and conditions of sale',
    lead: `These terms apply to every order you place on this website or in the app with ${facts.operator} in ${facts.country.en}. By placing an order you accept them.`,
    updated: '2026-11-01',
    sections: [
      {
        heading: '1. Who we are',
        paragraphs: [`This service is run by ${facts.operator}, ${facts.address}. ${facts.registration.en}`, `Customer care: ${facts.email}, ${facts.phone}.`],
      },
      {
        heading: '2. Prices',
        paragraphs: [
          `Prices are shown in local currency for the ${india ? 'restaurant' : 'store'} and the order type you chose (delivery or ${facts.collection.en}). ${facts.taxes.en}`,
          'Delivery charges, surcharges and discounts are shown in your basket before you pay. The total shown when you place the order is the amount you are charged: our server re-prices every order and never charges more than it showed you.',
        ],
      },
      {
        heading: '3. Ordering and payment',
        paragraphs: [
          'Your order is accepted when we confirm it on screen and, if you gave one, by email. A restaurant may decline an order (it has closed, an item has sold out, the address is outside its area): we tell you and you are not charged.',
          `You can pay by card, digital wallet, gift card${india ? ', UPI wallets' : ''} or, where the restaurant offers it, cash or card on delivery. Card details are handled by our payment provider and are never stored by us.`,
        ],
      },
      {
        heading: `4. Delivery and ${facts.collection.en}`,
        paragraphs: [
          'Delivery times are estimates and we do our best to meet them. A minimum order value may apply to delivery; your basket shows it.',
          `For a ${facts.collection.en} order, come to the restaurant you chose at the time shown. Food not collected within an hour may be thrown away for food safety reasons and is not refunded.`,
        ],
      },
      {
        heading: '5. Cancellations and complaints',
        paragraphs: [
          'Food is made to order and perishable, so once preparation has started an order cannot be cancelled. To cancel before then, call the restaurant straight away.',
          `If anything is missing, wrong or not up to standard, tell us within 48 hours at ${facts.email}: we will replace it, give you a voucher or refund you.`,
        ],
      },
      {
        heading: '6. Allergens',
        paragraphs: [
          'Each product lists its allergens on its card and on our Nutrition page. Our kitchens handle gluten, milk, egg, soya, fish, nuts and other allergens, so we cannot guarantee any item is free of traces.',
          'If you have an allergy, please speak to the restaurant before you order.',
        ],
      },
      {
        heading: '7. Deals, vouchers and rewards',
        paragraphs: ['Each deal states its own conditions (availability, order type, minimum spend). One voucher per order unless stated otherwise. Vouchers have no cash value.'],
      },
      {
        heading: '8. Governing law',
        paragraphs: [
          facts.market === 'UK'
            ? 'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland you may also bring proceedings there. Nothing in them affects your statutory rights under the Consumer Rights Act 2015.'
            : india
              ? 'These terms are governed by the laws of India and the courts of New Delhi have jurisdiction. Nothing in them affects your rights under the Consumer Protection Act, 2019.'
              : ca
                ? 'These terms are governed by the laws of the province where the restaurant is located and the federal laws of Canada that apply there. Nothing in them affects your consumer rights.'
                : 'These terms are governed by French law. You may use a consumer mediator free of charge before going to court. Nothing in them affects your statutory rights.',
        ],
      },
    ],
    links: [
      { label: 'Privacy policy', to: '/privacy/' },
      { label: 'Frequently asked questions', to: '/faqs/' },
    ],
  };
};

export default terms;
