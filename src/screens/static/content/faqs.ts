import type { StaticContent } from './types';

/** Frequently asked questions (footer target, C25), shown as an accordion. */
const faqs: StaticContent = (language, facts) => {
  const india = facts.market === 'IN';
  if (language === 'fr') {
    return {
      title: 'Questions fréquentes',
      lead: `Les réponses aux questions que l’on nous pose le plus. Vous ne trouvez pas la vôtre ? Écrivez-nous à ${facts.email}.`,
      sections: [],
      faqs: [
        {
          heading: 'Commander',
          items: [
            { q: 'Comment trouver mon restaurant ?', a: `Saisissez votre adresse ou votre code postal sur la page d’accueil et choisissez la livraison ou ${facts.collection.fr}. Nous vous proposons le restaurant qui vous livre, ou les plus proches.` },
            { q: 'Y a-t-il un minimum de commande ?', a: 'Pour la livraison, un minimum peut s’appliquer selon le restaurant. Votre panier indique le montant qu’il reste à atteindre.' },
            { q: 'Puis-je commander pour plus tard ?', a: 'Oui. Choisissez « Plus tard » au début de votre commande et sélectionnez un créneau parmi ceux proposés par le restaurant.' },
            { q: 'Comment recommander ma dernière commande ?', a: 'Votre dernière commande reste sur votre appareil. Depuis l’accueil ou le récapitulatif, « Commander à nouveau » la remet dans votre panier aux prix du jour.' },
          ],
        },
        {
          heading: 'Payer',
          items: [
            { q: 'Quels moyens de paiement acceptez-vous ?', a: 'Carte bancaire, portefeuilles électroniques et cartes cadeaux en ligne ; selon le restaurant, espèces ou carte à la livraison. Les moyens disponibles s’affichent au paiement.' },
            { q: 'Comment utiliser un code promo ?', a: 'Saisissez-le dans « Codes promo » de votre panier. Si la commande ne remplit pas les conditions de l’offre, nous vous expliquons pourquoi.' },
            { q: 'Les taxes sont-elles incluses ?', a: facts.taxes.fr },
          ],
        },
        {
          heading: 'Après la commande',
          items: [
            { q: 'Comment suivre ma commande ?', a: 'Le récapitulatif de commande affiche son avancement en direct : reçue, en préparation, au four, en livraison.' },
            { q: 'Il manque un article ou il y a une erreur', a: `Contactez-nous dans les 48 heures à ${facts.email} avec votre numéro de commande : nous remplaçons, offrons un bon ou remboursons.` },
            { q: 'Où trouver les allergènes ?', a: 'Sur la fiche de chaque produit et sur la page Nutrition. En cas d’allergie, parlez-en au restaurant avant de commander.' },
          ],
        },
      ],
      links: [
        { label: 'Donner mon avis', to: '/landing/?id=feedback-form' },
        { label: 'Conditions générales de vente', to: '/terms/' },
      ],
    };
  }
  return {
    title: 'Frequently asked questions',
    lead: `Answers to the questions we are asked most. Can’t find yours? Email us at ${facts.email}.`,
    sections: [],
    faqs: [
      {
        heading: 'Ordering',
        items: [
          { q: 'How do I find my restaurant?', a: `Enter your address or postcode on the home page and choose delivery or ${facts.collection.en}. We find the restaurant that delivers to you, or the ones nearest to you.` },
          { q: 'Is there a minimum order?', a: 'Some restaurants have a minimum order for delivery. Your basket shows how much more you need to add.' },
          { q: 'Can I order for later?', a: 'Yes. Choose "Later" when you start your order and pick one of the times the restaurant offers.' },
          { q: 'How do I repeat my last order?', a: 'Your last order stays on your device. "Order again" on the home page or on the order summary puts it back in your basket at today’s prices.' },
        ],
      },
      {
        heading: 'Paying',
        items: [
          {
            q: 'Which payment methods do you accept?',
            a: `Cards, digital wallets${india ? ', UPI apps' : ''} and gift cards online; cash or card on delivery where the restaurant offers it. The methods available are shown at checkout.`,
          },
          { q: 'How do I use a voucher code?', a: 'Enter it under "Vouchers" in your basket. If your order does not meet the deal’s conditions, we tell you why.' },
          { q: 'Are taxes included?', a: facts.taxes.en },
        ],
      },
      {
        heading: 'After you order',
        items: [
          { q: 'How do I track my order?', a: 'The order summary shows its progress live: received, preparing, baking, out for delivery.' },
          { q: 'Something is missing or wrong', a: `Email us within 48 hours at ${facts.email} with your order number: we will replace it, give you a voucher or refund you.` },
          { q: 'Where can I find allergen information?', a: 'On each product’s card and on our Nutrition page. If you have an allergy, please speak to the restaurant before you order.' },
        ],
      },
    ],
    links: [
      { label: 'Give us feedback', to: '/landing/?id=feedback-form' },
      { label: 'Terms and conditions', to: '/terms/' },
    ],
  };
};

export default faqs;
