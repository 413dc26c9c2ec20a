import type { CatalogueCall } from './storeServer.server';

/**
 * The catalogue reads of the header and footer on every page (store settings, category menu, seals,
 * payment flags, social links, events, the institutional links and whether there are FAQs), made on the server and handed to the hooks.
 */
export const chromeCalls: readonly CatalogueCall[] = [
  ['content.company'],
  ['catalogue.categories'],
  ['content.seals'],
  ['catalogue.paymentGateways'],
  ['content.socialNetworks'],
  ['content.eventList'],
  ['content.institutionalPages'],
  ['content.faq'],
];
