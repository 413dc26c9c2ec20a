import {
  categoriesQuery,
  companyQuery,
  eventListQuery,
  faqQuery,
  institutionalPagesQuery,
  paymentGatewaysQuery,
  sealsQuery,
  socialNetworksQuery,
} from '@vitrine/core';

/**
 * The catalogue reads of the header and footer on every page (store settings, category menu, seals,
 * payment flags, social links, events, the institutional links and whether there are FAQs), made on the server
 * and handed to the hooks, which read the same definitions.
 */
export const chromeQueries = () =>
  [
    companyQuery(),
    categoriesQuery(),
    sealsQuery(),
    paymentGatewaysQuery(),
    socialNetworksQuery(),
    eventListQuery(),
    institutionalPagesQuery(),
    faqQuery(),
  ] as const;
