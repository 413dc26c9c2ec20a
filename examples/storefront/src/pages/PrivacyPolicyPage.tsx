import { SanitizedHtml } from '@vitrine/ui';

/** The store's privacy policy (its HTML sanitized), shown only while the policy is switched on. */
export function PrivacyPolicyPage({ html }: { html: string }) {
  return (
    <div className="sf-narrow">
      <h1>Política de Privacidade</h1>
      <SanitizedHtml html={html} />
    </div>
  );
}
