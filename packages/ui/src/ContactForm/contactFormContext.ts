import type { ContactForm as ContactFormFlow } from '@vitrine/hooks';
import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { ContactFormMessages } from './contactFormMessages';

/** What `ContactForm.Root` gives its parts. */
export interface ContactFormContextValue {
  /** The contact flow (`useContactForm`, fields isolated: each part reads its own field). */
  readonly form: ContactFormFlow;
  /** The texts: the kit's defaults, the provider's `messages.ui.contactForm`, then the Root's `texts`. */
  readonly texts: ContactFormMessages;
  /** The code of the last failed send ('500', 'network'…); `undefined` before one. */
  readonly failureCode: string | undefined;
}

/** The nearest `ContactForm.Root`'s state; `null` outside one. */
export const ContactFormContext = createContext<ContactFormContextValue | null>(null);

/** The nearest `ContactForm.Root`'s state; throws, naming the fix, outside one. */
export function useContactFormContext(part: string): ContactFormContextValue {
  return usePartsContext(ContactFormContext, 'ContactForm', part);
}
