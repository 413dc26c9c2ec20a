import {
  type Address,
  type AddressValues,
  addressFormMachine,
  isValidCep,
  onlyDigits,
  type PostalCodeAddress,
} from '@vitrine/core';
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStorefront } from '../provider/useStorefront';
import type { FormActor, FormFlow, FormFlowOptions } from './FormFlow';
import { useFlowSelector } from './useFlowSelector';
import { useFormFlow } from './useFormFlow';

/** Options of `useAddressForm`. */
export interface UseAddressFormOptions extends FormFlowOptions {
  /** Hears the address as the store saved it (tell the book: `useAddressBook().reload()`). */
  readonly onSaved?: ((address: Address) => void) | undefined;
}

/** Where the CEP lookup of the address form stands. */
export interface AddressCepLookup {
  /** 'idle' before any lookup, 'loading' while asking, 'found' once the fields were filled, 'failed' otherwise. */
  readonly status: 'idle' | 'loading' | 'found' | 'failed';
  /** The store's text ('CEP não encontrado.') while the CEP typed is the one that failed; `undefined` otherwise. */
  readonly error: string | undefined;
}

/** What `useAddressForm` returns: the form flow plus the CEP lookup. */
export interface AddressForm extends FormFlow<AddressValues> {
  /**
   * Looks a complete CEP up (`customer.postalCodeLookup`) and fills street, neighbourhood, city and state with
   * what the store knows (parts it does not know are left as typed); the number stays the shopper's. An
   * incomplete CEP is ignored; an answer for a CEP the shopper has since changed is dropped.
   */
  lookupCep(cep: string): void;
  readonly cepLookup: AddressCepLookup;
}

const filledByLookup = ['street', 'neighborhood', 'city', 'state'] as const;

/**
 * The form adding (`address` `undefined`) or editing one address of the signed-in customer, over core's
 * `addressFormMachine`, with the CEP lookup that fills the rest. A success ends the form (`status`
 * 'completed') and calls `onSaved`; a failure keeps what was typed and the store's text in `submitError`.
 * Mount a new one per address (a `key`): the values start from the address given on mount.
 * @example
 * const book = useAddressBook();
 * const form = useAddressForm(undefined, { onSaved: () => book.reload() });
 * <input {...form.getFieldProps('cep')} onBlur={(event) => form.lookupCep(event.currentTarget.value)} />
 */
export function useAddressForm(address: Address | undefined, options?: UseAddressFormOptions): AddressForm {
  const { client, messages } = useStorefront();
  const actor = useActorRef(addressFormMachine, {
    input: { client, address, formMessages: messages.forms },
  });
  const onSaved = useRef(options?.onSaved);
  onSaved.current = options?.onSaved;
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done' && snapshot.output) onSaved.current?.(snapshot.output);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const [lookup, setLookup] = useState<{ cep: string; status: AddressCepLookup['status']; error?: string }>({
    cep: '',
    status: 'idle',
  });
  const running = useRef<{ cep: string; controller: AbortController } | undefined>(undefined);
  useEffect(() => () => running.current?.controller.abort(), []);
  const lookupCep = useCallback(
    (cep: string) => {
      const digits = onlyDigits(cep);
      if (!isValidCep(digits) || running.current?.cep === digits) return;
      running.current?.controller.abort();
      const controller = new AbortController();
      running.current = { cep: digits, controller };
      setLookup({ cep: digits, status: 'loading' });
      const settle = (next: typeof lookup) => {
        if (running.current?.controller !== controller) return;
        running.current = undefined;
        setLookup(next);
      };
      client.customer.postalCodeLookup({ cep: digits }, { signal: controller.signal }).then(
        (found: PostalCodeAddress) => {
          // The shopper may have changed the CEP while the store answered: fill only the CEP still typed.
          const typed = onlyDigits(String(actor.getSnapshot().context.values.cep ?? ''));
          if (controller.signal.aborted || typed !== digits) return settle({ cep: digits, status: 'idle' });
          for (const name of filledByLookup) {
            const value = found[name];
            if (value) actor.send({ type: 'field.change', name, value });
          }
          settle({ cep: digits, status: 'found' });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          settle({
            cep: digits,
            status: 'failed',
            error: error instanceof Error ? error.message : String(error),
          });
        },
      );
    },
    [actor, client],
  );

  const form = useFormFlow(actor as unknown as FormActor<AddressValues>, options);
  const typedCep = useFlowSelector(actor, (snapshot) =>
    onlyDigits(String(snapshot.context.values.cep ?? '')),
  );
  const current = lookup.cep === typedCep;
  const status = current ? lookup.status : 'idle';
  const error = current && lookup.status === 'failed' ? lookup.error : undefined;
  const cepLookup = useMemo(() => ({ status, error }), [status, error]);
  return useMemo(() => ({ ...form, lookupCep, cepLookup }), [form, lookupCep, cepLookup]);
}
