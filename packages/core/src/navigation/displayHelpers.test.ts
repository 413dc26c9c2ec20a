import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { contactPhoneHref } from './contactPhoneHref';
import { formatRatingDate } from './formatRatingDate';
import { ratingStars } from './ratingStars';
import { shareLinkCopiedMessage } from './shareLinkCopiedMessage';
import { shouldLazyLoadImages } from './shouldLazyLoadImages';
import { truncateName } from './truncateName';

describe('truncateName', () => {
  it('given a name over 45 characters, it is cut at 45 with an ellipsis', () => {
    const name = 'Camiseta Básica de Algodão Orgânico Manga Curta Gola V Azul Marinho';
    expect(truncateName(name)).toBe('Camiseta Básica de Algodão Orgânico Manga Cur...');
  });

  it('given a name within the limit, it is unchanged', () => {
    expect(truncateName('Tênis Corrida')).toBe('Tênis Corrida');
    expect(truncateName('x'.repeat(45))).toBe('x'.repeat(45));
  });

  it('honours a configured limit and drops the space before the ellipsis', () => {
    expect(truncateName('Ofertas Relâmpago de Inverno', 8)).toBe('Ofertas...');
  });

  it('never splits an emoji', () => {
    expect(truncateName('🎁🎁🎁', 2)).toBe('🎁🎁...');
  });

  it('is never longer than max characters plus the ellipsis, and keeps the start of the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 0, max: 80 }), (name, max) => {
        const result = truncateName(name, max);
        expect(Array.from(result).length).toBeLessThanOrEqual(max + 3);
        if (result !== name) expect(name.startsWith(result.slice(0, -3))).toBe(true);
      }),
    );
  });
});

describe('contactPhoneHref', () => {
  it('strips the mask and adds a leading 0', () => {
    expect(contactPhoneHref('(11) 3333-4444')).toBe('tel:01133334444');
    expect(contactPhoneHref('(21) 99876-5432')).toBe('tel:021998765432');
  });

  it('given a number that already starts with 0, it does not add another', () => {
    expect(contactPhoneHref('0800 123 4567')).toBe('tel:08001234567');
  });

  it('given an international number, it keeps the + form', () => {
    expect(contactPhoneHref('+55 11 3333-4444')).toBe('tel:+551133334444');
  });

  it('given no digits, it is undefined', () => {
    expect(contactPhoneHref('')).toBeUndefined();
    expect(contactPhoneHref(undefined)).toBeUndefined();
    expect(contactPhoneHref('( ) -')).toBeUndefined();
  });
});

describe('ratingStars', () => {
  it('lights stars 1..n for a rounded rate n', () => {
    expect(ratingStars(3)).toEqual([true, true, true, false, false]);
    expect(ratingStars(3.5)).toEqual([true, true, true, true, false]);
    expect(ratingStars(4.4)).toEqual([true, true, true, true, false]);
    expect(ratingStars(5)).toEqual([true, true, true, true, true]);
    expect(ratingStars('2,6')).toEqual([true, true, true, false, false]);
  });

  it('given no rate, a negative one or one above 5, it clamps to 0..5', () => {
    expect(ratingStars(undefined)).toEqual([false, false, false, false, false]);
    expect(ratingStars(Number.NaN)).toEqual([false, false, false, false, false]);
    expect(ratingStars(-2)).toEqual([false, false, false, false, false]);
    expect(ratingStars(9)).toEqual([true, true, true, true, true]);
  });
});

describe('formatRatingDate', () => {
  it('formats instants in America/Sao_Paulo, including the years Brazil had daylight saving', () => {
    expect(formatRatingDate('2024-01-15T15:30:00Z')).toBe('15/01/2024 12:30');
    // 1 Dec 2018: Brasília summer time, UTC-2.
    expect(formatRatingDate(new Date('2018-12-01T12:05:00Z'))).toBe('01/12/2018 10:05');
    // 1 Jul 2018: standard time, UTC-3.
    expect(formatRatingDate(Date.UTC(2018, 6, 1, 12, 5))).toBe('01/07/2018 09:05');
    // Just after midnight UTC is still the previous day in São Paulo.
    expect(formatRatingDate('2023-03-01T02:00:00.000Z')).toBe('28/02/2023 23:00');
  });

  it('gives the same text whatever the machine time zone', () => {
    const results = new Set<string | undefined>();
    const machineOffsets = new Set<number>();
    for (const zone of [
      'UTC',
      'Asia/Tokyo',
      'America/Los_Angeles',
      'America/Sao_Paulo',
      'Pacific/Kiritimati',
    ]) {
      vi.stubEnv('TZ', zone);
      machineOffsets.add(new Date(2024, 0, 15).getTimezoneOffset());
      results.add(
        [
          formatRatingDate('2024-01-15T15:30:00Z'),
          formatRatingDate('2024-01-15T15:30:00'),
          formatRatingDate('2024-01-15'),
        ].join('|'),
      );
    }
    // Node applies a TZ change at once, so the machine zone really varied across the runs.
    expect(machineOffsets.size).toBe(5);
    expect([...results]).toEqual(['15/01/2024 12:30|15/01/2024 15:30|15/01/2024 00:00']);
  });

  it('keeps zone-less platform times and Brazilian texts as Brasília wall-clock time', () => {
    expect(formatRatingDate('2024-06-30T08:07:09.123')).toBe('30/06/2024 08:07');
    expect(formatRatingDate('05/03/2024 14:30:59')).toBe('05/03/2024 14:30');
    expect(formatRatingDate('05/03/2024')).toBe('05/03/2024 00:00');
  });

  it('given something that is not a date, it is undefined', () => {
    expect(formatRatingDate('ontem')).toBeUndefined();
    expect(formatRatingDate('')).toBeUndefined();
    expect(formatRatingDate(null)).toBeUndefined();
    expect(formatRatingDate(new Date(Number.NaN))).toBeUndefined();
  });
});

describe('shouldLazyLoadImages', () => {
  it('given a search-engine bot or the prerender agent, images load eagerly', () => {
    expect(
      shouldLazyLoadImages('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(false);
    expect(
      shouldLazyLoadImages('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'),
    ).toBe(false);
    expect(
      shouldLazyLoadImages(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36 Prerender (+https://github.com/prerender/prerender)',
      ),
    ).toBe(false);
    expect(shouldLazyLoadImages('facebookexternalhit/1.1')).toBe(false);
  });

  it('given a shopper browser or no agent, images load lazily', () => {
    expect(
      shouldLazyLoadImages(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(true);
    expect(shouldLazyLoadImages(undefined)).toBe(true);
  });
});

describe('shareLinkCopiedMessage', () => {
  it('is the text of the spec', () => {
    expect(shareLinkCopiedMessage).toBe('Link copiado para a área de transferência');
  });
});
