import type { Customer } from '../schemas/customerSchema';

/**
 * Whether the platform's answer about the session (`customer.verifyLogin`) is a signed-in customer: authenticated,
 * and with a password (a customer known only from a checkout identification is still a visitor). The session flow
 * and a server's guard of the customer pages decide with this one rule.
 */
export function isSignedIn(customer: Customer | null | undefined): customer is Customer {
  return Boolean(customer?.authenticated && customer.hasPassword !== false);
}
