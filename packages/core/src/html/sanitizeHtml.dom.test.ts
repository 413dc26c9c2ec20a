// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';
import { attackedDescription, sanitizedDescription } from './testing/descriptionFixture';

describe('sanitizeHtml in the browser', () => {
  it('gives the same markup as a server with installServerHtmlSanitizer (server.test.ts)', () => {
    expect(sanitizeHtml(attackedDescription)).toBe(sanitizedDescription);
  });
});
