/**
 * A non-negative finite number rounded to two decimals the way Intl.NumberFormat rounds it: the number's shortest
 * decimal form (`String(1.005)` is '1.005') rounded half away from zero, so 1.005 gives '1' and '01' where
 * `toFixed(2)` would give '1.00'. Returns the units with thousands dots and the two decimals, or `undefined` from
 * 1e21 up (written in exponent form; no price or measure gets there).
 */
export function centsOf(value: number): { units: string; decimals: string } | undefined {
  const text = String(value);
  if (text.includes('e')) {
    // Below 1e-6 (exponent form) a value rounds to zero; from 1e21 it is out of reach.
    return value < 1 ? { units: '0', decimals: '00' } : undefined;
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const roundUp = (fraction[2] ?? '0') >= '5';
  let padded: string;
  if (whole.length <= 13) {
    // Up to 15 digits of cents: a safe integer, counted exactly as a number (no BigInt, which a page of prices
    // would otherwise make by the hundred).
    const digits = Number(whole + `${fraction}00`.slice(0, 2)) + (roundUp ? 1 : 0);
    padded = String(digits).padStart(3, '0');
  } else {
    let digits = BigInt(whole + `${fraction}00`.slice(0, 2));
    if (roundUp) digits += 1n;
    padded = digits.toString().padStart(3, '0');
  }
  const units = padded.slice(0, -2);
  return {
    units: units.length > 3 ? units.replace(/\B(?=(\d{3})+$)/g, '.') : units,
    decimals: padded.slice(-2),
  };
}
