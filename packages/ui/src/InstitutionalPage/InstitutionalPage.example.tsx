import { InstitutionalLinks } from './InstitutionalLinks';
import { InstitutionalPage } from './InstitutionalPage';
import { PrivacyPolicy } from './PrivacyPolicy';

/** The route `/institucional/1/2` with its head tags, the footer's two columns, and the privacy policy page. */
export function InstitutionalPageExample({ goHome }: { readonly goHome: () => void }) {
  return (
    <>
      <InstitutionalPage idCustomPage="1" idCustomPageContent="2" head />
      <footer>
        <InstitutionalLinks order={1} current="/institucional/1/2" />
        <InstitutionalLinks order={2} label="Ajuda" />
      </footer>
      <PrivacyPolicy head onDisabled={goHome} />
    </>
  );
}
