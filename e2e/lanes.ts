/**
 * How many e2e files run at once, each against its own stack of servers (sandbox, storefront, examples):
 * `E2E_LANES=1` runs them one by one. Two on a 2-core machine: the files wait on the browser and the network a
 * good part of the time.
 */
export const e2eLanes = Math.max(1, Math.floor(Number(process.env.E2E_LANES ?? 2)) || 2);
