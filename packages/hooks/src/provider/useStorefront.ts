import { useContext } from 'react';
import { missingProviderMessage } from './missingProviderMessage';
import { StorefrontContext, type StorefrontContextValue } from './StorefrontContext';

/**
 * The storefront of the nearest `<StorefrontProvider>`: client, bus, analytics sink, messages and config.
 * Throws outside a provider, with the fix in the message.
 * @example
 * const { bus, messages } = useStorefront();
 * bus.publish({ type: 'alert', kind: 'info', title: messages.rules.cartEmpty });
 */
export function useStorefront(): StorefrontContextValue {
  const context = useContext(StorefrontContext);
  if (!context) throw new Error(missingProviderMessage('useStorefront'));
  return context;
}
