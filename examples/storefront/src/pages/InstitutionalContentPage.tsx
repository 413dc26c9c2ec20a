import { InstitutionalPage } from '@vitrine/ui';

/** One institutional page's content (its HTML sanitized), read on the server. */
export function InstitutionalContentPage({
  idCustomPage,
  idCustomPageContent,
}: {
  idCustomPage: number;
  idCustomPageContent: number;
}) {
  return (
    <div className="sf-narrow">
      <InstitutionalPage idCustomPage={idCustomPage} idCustomPageContent={idCustomPageContent} />
    </div>
  );
}
