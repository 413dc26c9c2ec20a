import { Breadcrumbs, ContactForm } from '@vitrine/ui';

const crumbs = [{ label: 'Home', href: '/' }, { label: 'Fale Conosco' }];

/** `/contato`: the contact form; its outcome shows in the form and in the page's alert banners. */
export function ContactPage() {
  return (
    <div className="sf-narrow">
      <Breadcrumbs items={crumbs} />
      <h1>Fale Conosco</h1>
      <ContactForm title="Formulário de contato" />
    </div>
  );
}
