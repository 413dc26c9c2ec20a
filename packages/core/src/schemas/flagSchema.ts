import * as z from 'zod/mini';

/**
 * A yes/no flag as the platform sends it: `true`/`false` or `1`/`0`, always handed out as a boolean.
 * Its output is a valid input, so data typed with the inferred types can be served back as is.
 */
export const flagSchema = z.pipe(
  z.literal([true, false, 0, 1]),
  z.transform((value: boolean | 0 | 1) => value === true || value === 1),
);
