import { SanitizedHtml } from './SanitizedHtml';

/** Example usage of `SanitizedHtml`: a product description from the platform, with a script that never runs. */
export function SanitizedHtmlExample() {
  return (
    <SanitizedHtml
      className="sf-product__description"
      html={'<p>Algodão <strong>orgânico</strong>, lavagem à mão.</p><script>alert(1)</script>'}
      empty={<p>Sem descrição.</p>}
    />
  );
}
