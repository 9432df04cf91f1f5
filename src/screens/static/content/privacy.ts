import type { StaticContent } from './types';

/**
 * Privacy policy (checklist 10-G5; the delete-account screen links here, spec 3 §2.1). It says what
 * the product really keeps: on the device, the basket, deal choices, the last order, the chosen
 * restaurant and settings in the browser's database (IndexedDB; the checkout form only for the
 * browser session, C34); on the server, orders, feedback answers, a short technical log and
 * rate-limit counters. No tracking without consent.
 */
const privacy: StaticContent = (language, facts) => {
  if (language === 'fr') {
    return {
      title: 'Politique de confidentialité',
      lead: `${facts.operator} est responsable des données personnelles traitées lorsque vous commandez sur ce site. Voici ce que nous conservons, pourquoi et combien de temps, conformément à ${facts.dataLaw.fr}.`,
      updated: '2026-11-01',
      sections: [
        {
          heading: 'Ce qui reste sur votre appareil',
          paragraphs: ['Pour que le site fonctionne même hors connexion, votre navigateur conserve dans sa base de données locale :'],
          list: [
            'votre panier, vos choix dans les offres et votre dernière commande, pour les retrouver à votre retour et recommander en un geste ;',
            'le restaurant et le mode de commande choisis, ainsi que vos réglages (langue) ;',
            'les coordonnées saisies au paiement, effacées à la fin de la session du navigateur ;',
            'un identifiant technique aléatoire qui relie les messages d’erreur à une visite, sans vous identifier.',
          ],
        },
        {
          heading: 'Ce que nous recevons',
          paragraphs: ['Nos serveurs conservent uniquement ce qui est nécessaire :'],
          list: [
            'vos commandes (nom, téléphone, e-mail, adresse de livraison, articles, montant et mode de paiement) pour les préparer, les livrer et répondre à vos réclamations. Les numéros de carte sont traités par notre prestataire de paiement et ne nous parviennent jamais ;',
            'vos avis envoyés par le formulaire, pour vous répondre et améliorer nos restaurants ;',
            'un journal technique (pages en erreur, identifiant technique), conservé 30 jours ;',
            'l’adresse IP des appels sensibles (bons, cartes cadeaux, avis), pendant une heure au plus, pour bloquer les abus.',
          ],
        },
        {
          heading: 'Pourquoi et combien de temps',
          paragraphs: [
            `Les commandes sont traitées pour exécuter le contrat de vente et conservées ${facts.orderRetention.fr}. Les avis sont conservés 2 ans. Le journal technique et les compteurs anti-abus relèvent de notre intérêt légitime à sécuriser le service.`,
          ],
        },
        {
          heading: 'Aucun pistage sans votre accord',
          paragraphs: [
            'Nous n’utilisons ni cookies publicitaires ni mesure d’audience tierce sans votre consentement. Vous pouvez le retirer à tout moment ; le site fonctionne de la même façon.',
            'Nous ne vendons jamais vos données. Nous les partageons seulement avec le restaurant qui prépare votre commande, notre prestataire de paiement et notre hébergeur, tenus à la confidentialité.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: [
            `Vous pouvez demander l’accès à vos données, leur rectification, leur effacement ou leur portabilité, et vous opposer à leur traitement, en écrivant à ${facts.privacyEmail}. Nous répondons sous un mois.`,
            'Pour effacer ce qui est stocké sur votre appareil, videz les données du site dans les réglages de votre navigateur.',
            `Vous pouvez aussi adresser une réclamation à ${facts.regulator.fr} (${facts.regulator.url}).`,
          ],
        },
      ],
      links: [{ label: 'Conditions générales de vente', to: '/terms/' }],
    };
  }
  return {
    title: 'Privacy policy',
    lead: `${facts.operator} is responsible for the personal data used when you order on this website. This is what we keep, why and for how long, under ${facts.dataLaw.en}.`,
    updated: '2026-11-01',
    sections: [
      {
        heading: 'What stays on your device',
        paragraphs: ['So the site works even without a connection, your browser keeps in its own database:'],
        list: [
          'your basket, your deal choices and your last order, so they are there when you come back and you can order again in one tap;',
          'the restaurant and order type you chose, and your settings (language);',
          'the contact details you type at checkout, cleared when the browser session ends;',
          'a random technical id that links error reports to one visit without identifying you.',
        ],
      },
      {
        heading: 'What we receive',
        paragraphs: ['Our servers keep only what they need:'],
        list: [
          'your orders (name, phone, email, delivery address, items, amount and payment type) to make, deliver and support them. Card numbers go to our payment provider and never reach us;',
          'feedback you send with our form, to answer you and improve our restaurants;',
          'a technical log (pages that failed, the technical id), kept for 30 days;',
          'the IP address of sensitive calls (vouchers, gift cards, feedback), for at most an hour, to stop abuse.',
        ],
      },
      {
        heading: 'Why, and for how long',
        paragraphs: [
          `Orders are processed to perform our contract with you and kept for ${facts.orderRetention.en}. Feedback is kept for 2 years. The technical log and abuse counters are kept in our legitimate interest of keeping the service safe.`,
        ],
      },
      {
        heading: 'No tracking without your consent',
        paragraphs: [
          'We use no advertising cookies and no third-party analytics unless you agree. You can withdraw consent at any time and the site works just the same.',
          'We never sell your data. We share it only with the restaurant making your order, our payment provider and our hosting provider, all bound to keep it confidential.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You can ask to see, correct, delete or take a copy of your data, or object to how we use it, by writing to ${facts.privacyEmail}. We answer within one month.`,
          'To clear what is stored on your device, clear this site’s data in your browser settings.',
          `You can also complain to ${facts.regulator.en} (${facts.regulator.url}).`,
        ],
      },
    ],
    links: [{ label: 'Terms and conditions', to: '/terms/' }],
  };
};

export default privacy;
