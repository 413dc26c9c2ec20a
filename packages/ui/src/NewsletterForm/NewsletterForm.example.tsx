import { NewsletterForm } from './NewsletterForm';

/** The footer form (name and e-mail), an e-mail-only strip, and a custom layout from the parts. */
export function NewsletterFormExample() {
  return (
    <>
      <NewsletterForm showTitle title="Receba nossas ofertas" />
      <NewsletterForm mode="emailOnly" buttonText="Quero receber" />
      <NewsletterForm.Root mode="emailOnly" aria-label="Newsletter">
        <NewsletterForm.Field name="email" label="Seu melhor e-mail" placeholder="voce@exemplo.com" />
        <NewsletterForm.Submit>Cadastrar</NewsletterForm.Submit>
        <NewsletterForm.Status />
      </NewsletterForm.Root>
    </>
  );
}
