import { describe, expect, it } from 'vitest';
import type { Customer } from '../schemas/customerSchema';
import { isSignedIn } from './isSignedIn';

const customer = (fields: Partial<Customer>): Customer =>
  ({ idCustomer: 7, name: 'Maria Silva', email: 'maria@example.com', ...fields }) as Customer;

describe('isSignedIn', () => {
  it('given an authenticated customer with a password, it is signed in', () => {
    expect(isSignedIn(customer({ authenticated: true, hasPassword: true }))).toBe(true);
  });
  it('given an authenticated customer without a password (identified at checkout only), it is not', () => {
    expect(isSignedIn(customer({ authenticated: true, hasPassword: false }))).toBe(false);
  });
  it('given no session or an unauthenticated one, it is not', () => {
    expect(isSignedIn(null)).toBe(false);
    expect(isSignedIn(undefined)).toBe(false);
    expect(isSignedIn(customer({ authenticated: false, hasPassword: true }))).toBe(false);
  });
});
