import { createStoreClient, isSignedIn, routes } from '@vitrine/core';
import { redirect } from 'react-router';
import { cacheHeaders } from '../head/cacheHeaders';
import { storeApiUrl } from './storeServer.server';

/**
 * Whether the shopper of this request is a signed-in customer, asked of the store with the request's own
 * cookies (the platform's session). Only the customer pages ask: their answers are `private, no-store`, and
 * nothing of the customer is rendered on the server (the page reads its data in the browser), so the answer
 * decides only where the shopper goes. A store that does not answer counts as signed out.
 */
export async function isSignedInRequest(request: Request): Promise<boolean> {
  const cookie = request.headers.get('cookie');
  if (!cookie) return false;
  const client = createStoreClient({
    baseUrl: storeApiUrl(),
    credentials: 'omit',
    timeoutMs: 8000,
    headers: { cookie },
  });
  try {
    return isSignedIn(await client.customer.verifyLogin({ signal: request.signal }));
  } catch {
    return false;
  }
}

/** The login page's address that brings the shopper back to `path` once signed in. */
export function loginHref(path: string): string {
  return `${routes.customerLogin}?${new URLSearchParams({ redirect: path }).toString()}`;
}

/**
 * Guards a customer page before it renders: a visitor who is not signed in is sent to the login page, which
 * brings them back here afterwards. Throws the redirect; returns nothing for a signed-in customer.
 */
export async function requireSignedIn(request: Request): Promise<void> {
  if (await isSignedInRequest(request)) return;
  const url = new URL(request.url);
  throw redirect(loginHref(url.pathname + url.search), { headers: cacheHeaders('private') });
}
