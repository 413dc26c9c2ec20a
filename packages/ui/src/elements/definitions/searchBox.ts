import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement, messagesAttribute } from './defineElement';

/**
 * `<vitrine-search-box>`: The search box with suggestions as the shopper types (products, view-all option,
 * most sold for a refused term).
 */
export const searchBoxElement: ElementDefinition = defineLazyElement(
  () => import('../../SearchBox/SearchBox').then((m) => m.SearchBox),
  {
    tag: 'vitrine-search-box',
    description:
      'The search box with suggestions as the shopper types (products, view-all option, most sold for a refused term).',
    attributes: {
      'input-css-class': { prop: 'inputClassName', type: 'string', description: 'Class of the input' },
      'name-max-length': {
        prop: 'nameMaxLength',
        type: 'number',
        description: 'Product names are cut at this many characters with an ellipsis; 45 when absent',
      },
      'show-label': {
        prop: 'showLabel',
        type: 'boolean',
        description:
          'Shows the label above the input (visually hidden by default: the placeholder and the button say it)',
      },
      'submit-content': {
        prop: 'submitContent',
        type: 'string',
        description: "The submit button's content (e.g. an icon); the 'Buscar' text when absent",
      },
      'debounce-ms': {
        prop: 'debounceMs',
        type: 'number',
        description: 'Typing pause before searching; 300 ms when absent',
      },
      blacklist: {
        prop: 'blacklist',
        type: 'json',
        description: "Search-term blacklist; the forms' default when absent",
      },
      messages: messagesAttribute('searchBox', "some of the box's texts"),
      label: {
        prop: 'label',
        type: 'string',
        description: "The input's label (visually hidden in the default composition)",
      },
      placeholder: { prop: 'placeholder', type: 'string', description: "The input's placeholder" },
      submit: { prop: 'submit', type: 'string', description: "The submit button's text" },
      'list-label': { prop: 'listLabel', type: 'string', description: 'The name of the options list' },
      'view-all': {
        prop: 'viewAll',
        type: 'string',
        description: 'The view-all option, last when there are more than 3 results',
      },
      'most-sold-title': {
        prop: 'mostSoldTitle',
        type: 'string',
        description: 'The title above the most-sold products offered for a refused term',
      },
      searching: { prop: 'searching', type: 'string', description: 'Announced while the search runs' },
      'results-one': {
        prop: 'resultsOne',
        type: 'string',
        description: 'Announced when one product was found',
      },
      'results-many': {
        prop: 'resultsMany',
        type: 'string',
        description: 'Announced when `{count}` products were found',
      },
    },
  },
);
