import type { NewsletterValues } from '@vitrine/core';
import type { FormFlow } from '@vitrine/hooks';
import { createContext } from 'react';

/** What `NewsletterForm.Root` gives its parts: the newsletter flow and the mode. */
export interface NewsletterFormContextValue {
  readonly form: FormFlow<NewsletterValues>;
  readonly mode: 'nameAndEmail' | 'emailOnly';
}

/** The newsletter form of the nearest `NewsletterForm.Root`; `null` outside one. */
export const NewsletterFormContext = createContext<NewsletterFormContextValue | null>(null);
