import { storeQueries } from '@vitrine/core';

/**
 * The catalogue reads of the header and footer on every page (store settings, category menu, seals,
 * payment flags, social links, events, the institutional links and whether there are FAQs), made on the server
 * and handed to the hooks, which read the same definitions.
 */
export const chromeQueries = () =>
  [
    storeQueries.company(),
    storeQueries.categories(),
    storeQueries.seals(),
    storeQueries.paymentGateways(),
    storeQueries.socialNetworks(),
    storeQueries.eventList(),
    storeQueries.institutionalPages(),
    storeQueries.faq(),
  ] as const;
