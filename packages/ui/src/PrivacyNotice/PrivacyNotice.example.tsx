import { PrivacyNotice } from './PrivacyNotice';

/** The cookie notice ready-made, and the same notice composed from its parts with the store's own text. */
export function PrivacyNoticeExample({ composed = false }: { readonly composed?: boolean }) {
  if (!composed) return <PrivacyNotice />;
  return (
    <PrivacyNotice.Root className="minha-faixa">
      <PrivacyNotice.Text />
      <PrivacyNotice.Accept />
    </PrivacyNotice.Root>
  );
}
