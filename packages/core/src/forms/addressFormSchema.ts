import * as z from 'zod/mini';
import { cepField } from './cepField';
import { type FormMessages, formMessages } from './formMessages';
import { stateField } from './stateField';
import { textField } from './textField';

/**
 * Builds the customer address form schema with the given messages: cep, street, number, optional complement,
 * neighborhood, city and state (UF). The CEP comes out masked `00000-000`.
 */
export function createAddressFormSchema(messages: FormMessages = formMessages) {
  const m = messages.address;
  return z.object({
    cep: cepField({ required: m.cepRequired, invalid: m.cepInvalid }),
    street: textField({ required: m.streetRequired }),
    // Text, not a number: 'S/N' and '12A' are common Brazilian house numbers.
    number: textField({ required: m.numberRequired }),
    complement: z.pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((value: string | undefined) => value || undefined),
    ),
    neighborhood: textField({ required: m.neighborhoodRequired }),
    city: textField({ required: m.cityRequired }),
    state: stateField(m.stateRequired),
  });
}

/** The customer address form schema with the default messages. */
export const addressFormSchema = /* @__PURE__ */ createAddressFormSchema();

/** The values of a valid address form; `complement` is `undefined` when left empty. */
export type AddressFormValues = z.output<typeof addressFormSchema>;
