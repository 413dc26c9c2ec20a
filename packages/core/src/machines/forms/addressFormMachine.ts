import { fromPromise } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { type AddressFormValues, createAddressFormSchema } from '../../forms/addressFormSchema';
import { type FormMessages, formMessages } from '../../forms/formMessages';
import type { Address } from '../../schemas/addressSchema';
import { createFormMachine, type FormFlowInput, type FormSubmitInput } from './createFormMachine';

/** The raw values of the address form. */
export interface AddressValues extends Record<string, unknown> {
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** The input of {@link addressFormMachine}. */
export interface AddressFormMachineInput extends FormFlowInput {
  readonly client: StoreClient;
  /** The address being edited; `undefined` to add a new one. */
  readonly address?: Address | undefined;
  /** Replaces the field messages; `undefined` keeps the defaults. */
  readonly formMessages?: FormMessages | undefined;
}

const saveAddressActor = fromPromise<
  Address,
  FormSubmitInput<AddressFormMachineInput, AddressFormValues, undefined>
>(({ input, signal }) => {
  const { values, input: machineInput } = input;
  const editing = machineInput.address;
  return machineInput.client.customer.saveAddress(
    {
      ...(editing ? { idAddress: editing.idAddress, name: editing.name ?? undefined } : {}),
      cep: values.cep,
      street: values.street,
      number: values.number,
      ...(values.complement ? { complement: values.complement } : {}),
      neighborhood: values.neighborhood,
      city: values.city,
      state: values.state,
    },
    { signal },
  );
});

/**
 * The form adding or editing one address of the customer (prefilled from `address` when editing). A
 * success ends the machine with the saved address as output (tell `addressBookMachine` with
 * `address.saved`); a failure keeps the values and the server's text in `submitError`.
 */
export const addressFormMachine = createFormMachine({
  id: 'addressForm',
  schema: (input: AddressFormMachineInput) => createAddressFormSchema(input.formMessages ?? formMessages),
  initialValues: ({ address }: AddressFormMachineInput): AddressValues => ({
    cep: address?.cep ?? '',
    street: address?.street ?? '',
    number: address?.number ?? '',
    complement: address?.complement ?? '',
    neighborhood: address?.neighborhood ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
  }),
  initialResources: undefined,
  submit: saveAddressActor,
  completeOnSuccess: true,
});
