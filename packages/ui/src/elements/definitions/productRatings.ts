import type { ElementDefinition } from '../ElementDefinition';
import { defineProductElement } from './defineElement';

/**
 * `<vitrine-product-ratings>`: A product's ratings and the rating form. Its product comes from `product-
 * url` (or the page's product JSON), resolved by the element runtime.
 */
export const productRatingsElement: ElementDefinition = defineProductElement(
  () => import('../../ProductRatings/ProductRatings').then((m) => m.ProductRatings),
  {
    tag: 'vitrine-product-ratings',
    description:
      "A product's ratings and the rating form. Its product comes from `product-url` (or the page's product JSON), resolved by the element runtime.",
    attributes: {
      'title-text': { prop: 'title', type: 'string', description: "The heading; 'Avaliações' when absent" },
      'show-form': { prop: 'showForm', type: 'boolean', description: 'Shows the form (default true)' },
      collapsible: {
        prop: 'collapsible',
        type: 'boolean',
        description:
          "Puts the form behind the 'Avaliar produto' button (default true); `false` shows it open",
      },
      'show-status': {
        prop: 'showStatus',
        type: 'boolean',
        description: "Shows the form's outcome inside it (default true)",
      },
      'skeleton-count': {
        prop: 'skeletonCount',
        type: 'number',
        description: 'How many skeleton ratings while loading (default 2)',
      },
      'default-form-open': {
        prop: 'defaultFormOpen',
        type: 'boolean',
        description: 'Whether the form shows at first; `true` (no disclosure) when absent',
      },
      submit: { prop: 'submit', type: 'string', description: 'The submit button' },
      'load-error': { prop: 'loadError', type: 'string', description: 'The list could not be loaded' },
      empty: { prop: 'empty', type: 'string', description: 'The list without ratings' },
      'open-form': {
        prop: 'openForm',
        type: 'string',
        description: 'The disclosure button that shows the form',
      },
      'form-title': { prop: 'formTitle', type: 'string', description: "The form's accessible name" },
      'rate-legend': { prop: 'rateLegend', type: 'string', description: "The stars' group name" },
      'name-label': { prop: 'nameLabel', type: 'string', description: "The name field's label" },
      'email-label': { prop: 'emailLabel', type: 'string', description: "The e-mail field's label" },
      'city-label': { prop: 'cityLabel', type: 'string', description: "The city field's label" },
      'state-label': { prop: 'stateLabel', type: 'string', description: "The state field's label" },
      'state-placeholder': {
        prop: 'statePlaceholder',
        type: 'string',
        description: "The state list's empty choice",
      },
      'title-label': { prop: 'titleLabel', type: 'string', description: "The title field's label" },
      'comment-label': { prop: 'commentLabel', type: 'string', description: "The comment field's label" },
      'public-email-label': {
        prop: 'publicEmailLabel',
        type: 'string',
        description: 'The public e-mail checkbox',
      },
    },
  },
);
