import type * as z from 'zod/mini';
import { cepField } from './cepField';
import { type FormMessages, formMessages } from './formMessages';

/** Builds the freight CEP schema: required, 8 digits bare or masked, parsed to `00000-000`. */
export function createCepSchema(messages: FormMessages = formMessages) {
  return cepField({ required: messages.cep.required, invalid: messages.cep.invalid });
}

/** The freight CEP schema with the spec's message ('Por favor, insira um cep.'). */
export const cepSchema = /* @__PURE__ */ createCepSchema();

/** A valid CEP, masked `00000-000`. */
export type CepValue = z.output<typeof cepSchema>;
