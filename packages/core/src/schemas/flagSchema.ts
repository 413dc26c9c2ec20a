import * as z from 'zod';

/**
 * A yes/no flag as the platform sends it: `true`/`false` or `1`/`0`, always handed out as a boolean.
 * Its output is a valid input, so data typed with the inferred types can be served back as is.
 */
export const flagSchema = z
  .union([z.boolean(), z.literal([0, 1])])
  .transform((value) => value === true || value === 1);
