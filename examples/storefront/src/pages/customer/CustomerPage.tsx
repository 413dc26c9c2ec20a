import { customerBreadcrumbs } from '@vitrine/core';
import { useSession } from '@vitrine/hooks';
import { AccountForm, AddressBook, Breadcrumbs, PasswordChangeForm } from '@vitrine/ui';
import { CustomerNav } from './CustomerNav';

/**
 * `/customer` (Minha Conta): the account data, the address book and the password change, all read and saved in
 * the browser. 'Sair' is the header's user menu (home after a logout; a refused one says so).
 */
export function CustomerPage() {
  const { firstName } = useSession();
  return (
    <div className="sf-account">
      <Breadcrumbs items={customerBreadcrumbs()} />
      <CustomerNav current="account" />
      <h1>{firstName ? `Olá, ${firstName}` : 'Minha Conta'}</h1>
      <AccountForm />
      <AddressBook />
      <PasswordChangeForm location="/customer" />
    </div>
  );
}
