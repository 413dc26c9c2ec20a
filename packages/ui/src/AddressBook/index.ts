'use client';

// `@vitrine/ui/AddressBook`: what `@vitrine/ui` exports from this folder.
export type {
  AddressBookActionProps,
  AddressBookAddProps,
  AddressBookEmptyProps,
  AddressBookFormDialogProps,
  AddressBookItemAddressProps,
  AddressBookItemBadgesProps,
  AddressBookItemErrorProps,
  AddressBookItemProps,
  AddressBookListProps,
  AddressBookLoadErrorProps,
  AddressBookLoadingProps,
  AddressBookProps,
  AddressBookRootProps,
  AddressBookStatusProps,
  AddressBookTitleProps,
} from './AddressBook';
export {
  AddressBook,
  AddressBookAdd,
  AddressBookDelete,
  AddressBookEdit,
  AddressBookEmpty,
  AddressBookFormDialog,
  AddressBookItem,
  AddressBookItemAddress,
  AddressBookItemBadges,
  AddressBookItemError,
  AddressBookList,
  AddressBookLoadError,
  AddressBookLoading,
  AddressBookRoot,
  AddressBookSetBilling,
  AddressBookSetDefaultDelivery,
  AddressBookStatus,
  AddressBookTitle,
} from './AddressBook';
export type { AddressBookMessages } from './addressBookMessages';
export { addressBookMessages } from './addressBookMessages';
export type { AddressBookBehaviour, AddressBookFormState } from './useAddressBookBehaviour';
export { useAddressBookBehaviour } from './useAddressBookBehaviour';
