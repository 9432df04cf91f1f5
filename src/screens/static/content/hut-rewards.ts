import type { StaticContent } from './types';

/**
 * /hut-rewards, the static shell of the loyalty page (checklist 10-G5; the member view is 12-G5).
 * India says what the scheme is in the spec's words (spec 3 §1); the other markets say what Hut
 * Rewards is with their own reward prices (the seeded reward deals).
 */
const hutRewards: StaticContent = (language, facts) => {
  if (language === 'fr') {
    return {
      title: 'Hut Rewards',
      lead: 'Notre programme de fidélité gratuit : commandez, cumulez des points, régalez-vous.',
      sections: [
        { heading: 'Comment ça marche', paragraphs: [], list: facts.rewards.fr },
        {
          heading: 'Adhérer',
          paragraphs: [
            'L’adhésion est gratuite : créez un compte ou connectez-vous avant de payer, et les points de la commande sont crédités automatiquement. Votre solde s’affiche dans votre compte.',
          ],
        },
        {
          heading: 'Utiliser vos récompenses',
          paragraphs: ['Vos récompenses apparaissent dans le menu, dans la rubrique Hut Rewards, dès que votre solde le permet. Une récompense gratuite par panier.'],
        },
      ],
      links: [
        { label: 'Commander et cumuler des points', to: '/order/deals/' },
        { label: 'Conditions générales de vente', to: '/terms/' },
      ],
    };
  }
  return {
    title: 'Hut Rewards',
    lead: 'Our free loyalty programme: order, collect points, enjoy free food.',
    sections: [
      { heading: 'How it works', paragraphs: [], list: facts.rewards.en },
      {
        heading: 'Joining',
        paragraphs: [
          'Joining is free: create an account or sign in before you pay and the order’s points are added automatically. Your balance is shown in your account.',
        ],
      },
      {
        heading: 'Using your rewards',
        paragraphs: ['Your rewards appear on the menu under Hut Rewards as soon as your balance allows. One free reward per basket.'],
      },
    ],
    links: [
      { label: 'Order and collect points', to: '/order/deals/' },
      { label: 'Terms and conditions', to: '/terms/' },
    ],
  };
};

export default hutRewards;
