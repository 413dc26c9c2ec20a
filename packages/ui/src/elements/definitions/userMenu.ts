import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement, messagesAttribute } from './defineElement';

/**
 * `<vitrine-user-menu>`: The header's account menu: the invite to sign in, or the welcome with links to the
 * account, the orders and logout.
 */
export const userMenuElement: ElementDefinition = defineLazyElement(
  () => import('../../UserMenu/UserMenu').then((m) => m.UserMenu),
  {
    tag: 'vitrine-user-menu',
    description:
      "The header's account menu: the invite to sign in, or the welcome with links to the account, the orders and logout.",
    attributes: {
      'content-css-class': { prop: 'contentClassName', type: 'string', description: 'Class of the dropdown' },
      modal: { prop: 'modal', type: 'boolean', description: "Radix's modal mode of the dropdown" },
      portal: {
        prop: 'portal',
        type: 'boolean',
        description:
          "Renders the menu in a portal at the end of `<body>`; default `false`: in place, inside the header's landmark",
      },
      messages: messagesAttribute('userMenu', "some of the menu's texts"),
      'redirect-after-logout': {
        prop: 'redirectAfterLogout',
        type: 'string',
        description: "The page after a successful logout; '/' when absent, `false` to stay",
      },
      'logout-failure': {
        prop: 'logoutFailure',
        type: 'string',
        description: "The logout failure text; the session flow's 'Erro ao realizar o logout.' when absent",
      },
      invite: {
        prop: 'invite',
        type: 'string',
        description: "The anonymous visitor's invite, linking to /customer/login",
      },
      welcome: {
        prop: 'welcome',
        type: 'string',
        description: "The welcome on the menu's trigger; `{firstName}` is the customer's first name",
      },
      'welcome-without-name': {
        prop: 'welcomeWithoutName',
        type: 'string',
        description: "The welcome when the customer's name is blank",
      },
      account: { prop: 'account', type: 'string', description: 'The link to the customer area (/customer)' },
      orders: { prop: 'orders', type: 'string', description: 'The link to the orders (/customer/order)' },
      logout: { prop: 'logout', type: 'string', description: 'The logout item' },
      'logging-out': {
        prop: 'loggingOut',
        type: 'string',
        description: 'The logout item while the logout runs',
      },
    },
  },
);
