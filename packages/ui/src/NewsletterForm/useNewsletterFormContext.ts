import { useContext } from 'react';
import { NewsletterFormContext, type NewsletterFormContextValue } from './NewsletterFormContext';

/** The nearest `NewsletterForm.Root`'s flow; throws with the fix outside one. */
export function useNewsletterFormContext(part: string): NewsletterFormContextValue {
  const context = useContext(NewsletterFormContext);
  if (!context) throw new Error(`<NewsletterForm.${part}> must be used inside <NewsletterForm.Root>.`);
  return context;
}
