import { Breadcrumbs, Faq } from '@vitrine/ui';

const crumbs = [{ label: 'Home', href: '/' }, { label: 'Perguntas frequentes' }];

/** `/perguntas-frequentes`: the store's questions as an accordion (read on the server). */
export function FaqPage() {
  return (
    <div className="sf-narrow">
      <Breadcrumbs items={crumbs} />
      <Faq />
    </div>
  );
}
