import * as z from 'zod';

/** A textual code the platform sends as a string or a number (product codes, seal ids), always a string. */
export const codeSchema = z.union([z.string(), z.number()]).transform((value) => String(value));
