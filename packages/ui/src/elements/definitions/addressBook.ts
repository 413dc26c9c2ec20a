import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/**
 * `<vitrine-address-book>`: The customer's addresses: list, add, edit, delete, default delivery and
 * billing.
 */
export const addressBookElement: ElementDefinition = defineLazyElement(
  () => import('../../AddressBook/AddressBook').then((m) => m.AddressBook),
  {
    tag: 'vitrine-address-book',
    description: "The customer's addresses: list, add, edit, delete, default delivery and billing.",
    attributes: {
      'title-text': { prop: 'title', type: 'string', description: "The section's heading" },
      loading: {
        prop: 'loading',
        type: 'string',
        description: 'Announced while the list loads the first time',
      },
      submit: { prop: 'submit', type: 'string', description: "The form's submit button" },
      'list-label': { prop: 'listLabel', type: 'string', description: "The list's accessible name" },
      'load-error': {
        prop: 'loadError',
        type: 'string',
        description: "The list could not load (the store's text follows it)",
      },
      retry: { prop: 'retry', type: 'string', description: 'Loads the list again after a failure' },
      close: { prop: 'close', type: 'string', description: "The form dialog's × button" },
      empty: { prop: 'empty', type: 'string', description: 'The list is empty' },
      'city-label': { prop: 'cityLabel', type: 'string', description: "The city field's label" },
      'state-label': { prop: 'stateLabel', type: 'string', description: "The state field's label" },
      'state-placeholder': {
        prop: 'statePlaceholder',
        type: 'string',
        description: "The state list's empty choice",
      },
      add: { prop: 'add', type: 'string', description: 'Opens the form for a new address' },
      'default-delivery-badge': {
        prop: 'defaultDeliveryBadge',
        type: 'string',
        description: 'The badge of the default delivery address',
      },
      'billing-badge': {
        prop: 'billingBadge',
        type: 'string',
        description: 'The badge of the billing address',
      },
      'set-default-delivery': {
        prop: 'setDefaultDelivery',
        type: 'string',
        description: 'Makes an address the default delivery address',
      },
      'set-billing': {
        prop: 'setBilling',
        type: 'string',
        description: 'Makes an address the billing address',
      },
      edit: { prop: 'edit', type: 'string', description: 'Opens the form on an address' },
      delete: { prop: 'delete', type: 'string', description: 'Asks to delete an address' },
      'delete-title': { prop: 'deleteTitle', type: 'string', description: "The delete confirmation's title" },
      'delete-confirm': {
        prop: 'deleteConfirm',
        type: 'string',
        description: "The delete confirmation's confirm button",
      },
      'delete-cancel': {
        prop: 'deleteCancel',
        type: 'string',
        description: "The delete confirmation's cancel button",
      },
      saved: { prop: 'saved', type: 'string', description: 'Announced once an address was saved' },
      deleted: { prop: 'deleted', type: 'string', description: 'Announced once an address was deleted' },
      'default-delivery-changed': {
        prop: 'defaultDeliveryChanged',
        type: 'string',
        description: 'Announced once the default delivery address changed',
      },
      'billing-changed': {
        prop: 'billingChanged',
        type: 'string',
        description: 'Announced once the billing address changed',
      },
      'new-title': { prop: 'newTitle', type: 'string', description: "The form's title when adding" },
      'edit-title': { prop: 'editTitle', type: 'string', description: "The form's title when editing" },
      'street-label': { prop: 'streetLabel', type: 'string', description: "The street field's label" },
      'number-label': { prop: 'numberLabel', type: 'string', description: "The number field's label" },
      'complement-label': {
        prop: 'complementLabel',
        type: 'string',
        description: "The complement field's label",
      },
      'neighborhood-label': {
        prop: 'neighborhoodLabel',
        type: 'string',
        description: "The neighborhood field's label",
      },
      'looking-up': {
        prop: 'lookingUp',
        type: 'string',
        description: 'Announced while the CEP is looked up',
      },
      found: { prop: 'found', type: 'string', description: 'Announced when the CEP filled the address' },
      cancel: { prop: 'cancel', type: 'string', description: 'Closes the form without saving' },
      'form-loading': {
        prop: 'formLoading',
        type: 'string',
        description: "Shown while the form's code loads on its first opening",
      },
    },
  },
);
