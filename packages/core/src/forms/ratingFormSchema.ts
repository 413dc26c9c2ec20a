import * as z from 'zod/mini';
import { emailField } from './emailField';
import { type FormMessages, formMessages } from './formMessages';
import { integerField } from './integerField';
import { stateField } from './stateField';
import { textField } from './textField';

/**
 * Builds the product rating form schema with the given messages: name, email, city, state (UF), title, comment,
 * rate (an integer from 1 to 5) and the optional leavePublicEmail checkbox.
 */
export function createRatingFormSchema(messages: FormMessages = formMessages) {
  const m = messages.rating;
  return z.object({
    name: textField({ required: m.nameRequired, tooShort: m.nameTooShort }, 3),
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
    city: textField({ required: m.cityRequired }),
    state: stateField(m.stateRequired),
    title: textField({ required: m.titleRequired }),
    comment: textField({ required: m.commentRequired }),
    rate: integerField(m.rateRequired, 1, 5),
    leavePublicEmail: z.optional(z.boolean()),
  });
}

/** The rating form schema with the spec's messages ('Informe o Nome', 'Informe sua Opinião'...). */
export const ratingFormSchema = /* @__PURE__ */ createRatingFormSchema();

/** The values of a valid rating form; `leavePublicEmail` is `undefined` when the checkbox was not sent. */
export type RatingFormValues = z.output<typeof ratingFormSchema>;
