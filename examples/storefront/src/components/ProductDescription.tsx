import { SanitizedHtml } from '@vitrine/ui';

/**
 * A product's description, the platform's HTML sanitized by the UI kit's `SanitizedHtml`. Its sanitizer loads on
 * demand (the product page's first download does not carry it); the browser entry loads it before hydrating a page
 * that holds such HTML, so the server's markup stays put while the page comes alive.
 */
export function ProductDescription({
  html,
  className = 'sf-product__description',
}: {
  html: string;
  className?: string;
}) {
  return <SanitizedHtml className={className} html={html} />;
}
