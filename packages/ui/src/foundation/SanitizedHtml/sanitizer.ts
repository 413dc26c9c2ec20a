// The one module of the kit that reaches core's HTML sanitizer (and DOMPurify under it): loaded on demand by
// `SanitizedHtml`, so a page without platform HTML never downloads DOMPurify.
export { sanitizeHtml } from '@vitrine/core';
