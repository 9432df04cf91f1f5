import type { StaticContent } from './types';

/** Contact-free delivery (footer target, C25): how the checkout's contact-free choice (06-G12) works at the door. */
const contactless: StaticContent = (language, facts) => {
  if (language === 'fr') {
    return {
      title: 'Livraison sans contact',
      lead: 'Recevez votre commande sans échanger de main à main : votre livreur la dépose devant votre porte et s’éloigne pendant que vous la récupérez.',
      sections: [
        {
          heading: 'Comment ça marche',
          paragraphs: ['C’est simple :'],
          list: [
            'Au paiement, cochez « Livraison sans contact » et payez en ligne.',
            'Indiquez dans les instructions où déposer la commande (devant la porte, dans le hall…).',
            'À son arrivée, le livreur sonne ou vous appelle, pose la commande sur un sac propre et recule de deux mètres.',
            'Vous récupérez votre commande ; il attend de vous voir la prendre avant de repartir.',
          ],
        },
        {
          heading: 'Bon à savoir',
          paragraphs: [
            'La livraison sans contact nécessite un paiement en ligne : les espèces et le paiement par carte à la porte ne sont pas possibles.',
            'Pour les produits soumis à un âge minimum, le livreur peut demander à voir une pièce d’identité, à distance.',
            `Une question ? Écrivez-nous à ${facts.email}.`,
          ],
        },
      ],
      links: [{ label: 'Commander', to: '/order/deals/' }],
    };
  }
  return {
    title: 'Contact-free delivery',
    lead: 'Get your order without anything passing from hand to hand: your driver leaves it at your door and steps back while you pick it up.',
    sections: [
      {
        heading: 'How it works',
        paragraphs: ['It is simple:'],
        list: [
          'At checkout, tick "Contact-free delivery" and pay online.',
          'Tell us in the delivery instructions where to leave your order (at the door, in the lobby…).',
          'When the driver arrives they knock or call, put your order down on a clean bag and step two metres back.',
          'You pick up your order; the driver waits to see you have it before leaving.',
        ],
      },
      {
        heading: 'Good to know',
        paragraphs: [
          `Contact-free delivery needs online payment: cash and ${facts.market === 'IN' ? 'pay-on-delivery' : 'card at the door'} are not available with it.`,
          'For age-restricted items the driver may ask to see ID, from a distance.',
          `Questions? Email us at ${facts.email}.`,
        ],
      },
    ],
    links: [{ label: 'Start an order', to: '/order/deals/' }],
  };
};

export default contactless;
