// Built on first use, not when the module loads: a time zone's data is costly to load (see format/formatPrice.ts).
let saoPaulo: Intl.DateTimeFormat | undefined;
const saoPauloFormat = () =>
  (saoPaulo ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

const pad = (value: number | string) => String(value).padStart(2, '0');

/**
 * A rating date as 'dd/MM/yyyy HH:mm' in America/Sao_Paulo, whatever the machine's time zone.
 * Instants (a `Date`, a timestamp, an ISO text with `Z` or an offset) are converted; an ISO text
 * without a zone and a 'dd/MM/yyyy HH:mm' text are the platform's Brasília wall-clock time and are
 * only reformatted. `undefined` for anything that is not a date.
 */
export function formatRatingDate(date: Date | number | string | null | undefined): string | undefined {
  if (typeof date === 'string') {
    const text = date.trim();
    const brazilian = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2}))?/.exec(text);
    if (brazilian) {
      const [, day, month, year, hour = '0', minute = '00'] = brazilian;
      return `${day}/${month}/${year} ${pad(hour)}:${minute}`;
    }
    const local = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/.exec(text);
    if (local) {
      // No zone: reading it with `new Date` would use the machine's zone, so it is kept as written.
      const [, year, month, day, hour = '00', minute = '00'] = local;
      return `${day}/${month}/${year} ${hour}:${minute}`;
    }
  }
  if (date == null || date === '') return undefined;
  const instant = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(instant.getTime())) return undefined;
  const parts: Record<string, string> = {};
  for (const part of saoPauloFormat().formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
