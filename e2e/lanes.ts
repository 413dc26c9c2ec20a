/** A count of lanes from the environment variable `name`: a whole number, at least 1; `fallback` when unset or not a number. */
export function lanesFrom(name: string, fallback = 2): number {
  const value = Math.floor(Number(process.env[name] ?? fallback));
  return Number.isNaN(value) ? fallback : Math.max(1, value);
}

/**
 * How many e2e files run at once, each against its own stack of servers (sandbox, storefront, examples):
 * `E2E_LANES=1` runs them one by one. Two on a 2-core machine: the files wait on the browser and the network a
 * good part of the time.
 */
export const e2eLanes = lanesFrom('E2E_LANES');
