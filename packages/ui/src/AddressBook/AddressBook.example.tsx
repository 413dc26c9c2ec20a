import { AddressBook } from './AddressBook';

/** The address book ready-made, and a composition whose items show only the address, its badges and two buttons. */
export function AddressBookExample() {
  return (
    <>
      <AddressBook />
      <AddressBook.Root title="Endereços de entrega">
        <AddressBook.Title />
        <AddressBook.Status />
        <AddressBook.Loading />
        <AddressBook.LoadError />
        <AddressBook.Empty>Cadastre um endereço para agilizar suas compras.</AddressBook.Empty>
        <AddressBook.List>
          {(address) => (
            <AddressBook.Item key={address.idAddress} address={address}>
              <AddressBook.ItemAddress />
              <AddressBook.ItemBadges />
              <AddressBook.ItemError />
              <AddressBook.SetDefaultDelivery />
              <AddressBook.Edit />
            </AddressBook.Item>
          )}
        </AddressBook.List>
        <AddressBook.Add />
        <AddressBook.FormDialog />
      </AddressBook.Root>
    </>
  );
}
