import * as z from 'zod/mini';
import { isValidCardExpiry } from '../validators/isValidCardExpiry';
import { isValidCardNumber } from '../validators/isValidCardNumber';
import { type FormMessages, formMessages } from './formMessages';
import { textField } from './textField';

/** Options of {@link createCardFormSchema}. */
export interface CardFormSchemaOptions {
  /** The clock the expiry check uses; the real one when `undefined`. */
  now?: (() => Date) | undefined;
}

/** A required field checked by `isValid`, reporting exactly one message. */
function checkedField(required: string, invalid: string, isValid: (value: string) => boolean) {
  return z.string({ error: required }).check(
    z.trim(),
    z.superRefine((value: string, context) => {
      if (value.length === 0) context.addIssue({ code: 'custom', message: required });
      else if (!isValid(value)) context.addIssue({ code: 'custom', message: invalid });
    }),
  );
}

/**
 * Builds the payment card form schema with the given messages: number (Luhn, parsed to digits only), holder
 * name, expiry `MM/YY` (not past) and security code (3 or 4 digits).
 */
export function createCardFormSchema(
  messages: FormMessages = formMessages,
  options: CardFormSchemaOptions = {},
) {
  const m = messages.card;
  const now = options.now ?? (() => new Date());
  return z.object({
    number: z.pipe(
      checkedField(m.numberRequired, m.numberInvalid, isValidCardNumber),
      z.transform((value: string) => value.replace(/\D/g, '')),
    ),
    holderName: textField({ required: m.holderNameRequired }),
    expiry: checkedField(m.expiryRequired, m.expiryInvalid, (value) => isValidCardExpiry(value, now())),
    securityCode: checkedField(m.securityCodeRequired, m.securityCodeInvalid, (value) =>
      /^\d{3,4}$/.test(value),
    ),
  });
}

/** The payment card form schema with the default messages and the real clock. */
export const cardFormSchema = /* @__PURE__ */ createCardFormSchema();

/** The values of a valid card form; the number comes out as digits only. */
export type CardFormValues = z.output<typeof cardFormSchema>;
