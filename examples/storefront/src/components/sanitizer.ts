// Core's HTML sanitizer (with DOMPurify under it), reached only through `ProductDescription`'s `import()`: the
// product page's first download does not carry it.
export { sanitizeHtml } from '@vitrine/core';
