import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_BLACKLIST } from './defaultSearchBlacklist';
import { formMessages } from './formMessages';
import { isBlacklistedSearchTerm } from './isBlacklistedSearchTerm';
import { createSearchTermSchema, searchTermSchema } from './searchTermSchema';

// Any text: ASCII, whole graphemes (accents, emoji) and raw code points including lone surrogates.
// (fc.string({ unit: 'binary' }) covers the same ground but costs over a second to set up per file.)
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.integer({ min: 0, max: 0x10ffff })).map((codes) => String.fromCodePoint(...codes)),
);

const issueOf = (term: unknown) => searchTermSchema.safeParse(term).error?.issues[0];

describe('searchTermSchema', () => {
  it('given a term of 3 or more characters, it parses it trimmed', () => {
    expect(searchTermSchema.parse('  tênis azul ')).toBe('tênis azul');
    expect(searchTermSchema.parse('bol')).toBe('bol');
  });

  it('given fewer than 3 characters (after trimming), it shows the spec message', () => {
    for (const term of ['', 'ab', '  ab  ', undefined]) {
      expect(issueOf(term)?.message).toBe('Digite ao menos 03 caracteres para realizar sua pesquisa.');
    }
    expect(issueOf('ab')).toMatchObject({ params: { reason: 'tooShort' } });
  });

  it("given a '%', it refuses the term as not URL-safe, with the empty-result message", () => {
    expect(issueOf('100% algodão')).toMatchObject({
      message: 'Nenhum resultado encontrado para "100% algodão"',
      params: { reason: 'notUrlSafe' },
    });
  });

  it('given an injection-looking term, it refuses it as blacklisted', () => {
    for (const term of [
      "<script>alert('x')</script>",
      'x UNION  SELECT senha',
      "' or '1'='1",
      'a; DROP TABLE produtos',
    ]) {
      expect(issueOf(term)).toMatchObject({ params: { reason: 'blacklisted' } });
    }
  });

  it('given a custom blacklist, it uses it instead of the default', () => {
    const schema = createSearchTermSchema(formMessages, { blacklist: ['proibido'] });
    expect(schema.safeParse('produto PROIBIDO').success).toBe(false);
    expect(schema.safeParse('select ').success).toBe(true);
  });

  it('given any string, it never throws', () => {
    fc.assert(
      fc.property(anyString, (term) => typeof searchTermSchema.safeParse(term).success === 'boolean'),
    );
  });
});

describe('isBlacklistedSearchTerm', () => {
  it('given ordinary shopping terms in Portuguese, it lets them through', () => {
    for (const term of [
      'camiseta polo',
      'seleção 2026',
      'tênis de corrida',
      'deletar',
      'união',
      'or 100',
      'update',
    ]) {
      expect(isBlacklistedSearchTerm(term)).toBe(false);
    }
  });

  it('given script, SQL or path-traversal fragments in any case or spacing, it flags them', () => {
    for (const term of [
      '<SCRIPT src=x>',
      'javascript:alert(1)',
      'select\t\n* from users',
      '1 UNION ALL',
      "x' -- ",
      '../../etc/passwd',
      'a/**/b',
    ]) {
      expect(isBlacklistedSearchTerm(term)).toBe(true);
    }
  });

  it('given every default fragment inside a term, it flags the term', () => {
    for (const fragment of DEFAULT_SEARCH_BLACKLIST)
      expect(isBlacklistedSearchTerm(`abc ${fragment}x`)).toBe(true);
  });

  it('given null, undefined or an empty blacklist entry, it does not flag', () => {
    expect(isBlacklistedSearchTerm(undefined)).toBe(false);
    expect(isBlacklistedSearchTerm('qualquer', [''])).toBe(false);
  });
});
