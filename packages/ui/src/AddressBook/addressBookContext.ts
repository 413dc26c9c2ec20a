import type { Address } from '@vitrine/core';
import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { AddressBookMessages } from './addressBookMessages';
import type { AddressBookBehaviour } from './useAddressBookBehaviour';

/** What `AddressBook.Root` gives its parts: the behaviour, the texts and the heading's id. */
export interface AddressBookContextValue extends AddressBookBehaviour {
  readonly texts: AddressBookMessages;
  readonly titleId: string;
}

/** The nearest `AddressBook.Root`; `null` outside one. */
export const AddressBookContext = createContext<AddressBookContextValue | null>(null);

/** The nearest `AddressBook.Root`'s value; throws, naming the fix, outside one. */
export function useAddressBookContext(part: string): AddressBookContextValue {
  return usePartsContext(AddressBookContext, 'AddressBook', part);
}

/** What `AddressBook.Item` gives its parts. */
export interface AddressBookItemContextValue {
  readonly address: Address;
  /** A change of this address is being sent or waits its turn. */
  readonly pending: boolean;
  /** The store's text of the last failed change of this address; `undefined` when none. */
  readonly error: string | undefined;
  /** The id of the address text, which describes the item's buttons. */
  readonly textId: string;
}

/** The nearest `AddressBook.Item`; `null` outside one. */
export const AddressBookItemContext = createContext<AddressBookItemContextValue | null>(null);

/** The nearest `AddressBook.Item`'s value; throws, naming the fix, outside one. */
export function useAddressBookItemContext(part: string): AddressBookItemContextValue {
  return usePartsContext(AddressBookItemContext, 'AddressBook', part, 'Item');
}
