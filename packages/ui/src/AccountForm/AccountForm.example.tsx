import { AccountForm } from './AccountForm';

/** The account data form ready-made, and a composition with the fields in another order and a level-1 heading. */
export function AccountFormExample() {
  return (
    <>
      <AccountForm onSaved={(account) => console.info('salvo', account.name)} />
      <AccountForm.Root submit="Atualizar">
        <AccountForm.Title asChild>
          <h1>Dados da conta</h1>
        </AccountForm.Title>
        <AccountForm.Status />
        <AccountForm.Loading />
        <AccountForm.LoadError />
        <AccountForm.Form>
          <AccountForm.Field name="email" />
          <AccountForm.Field name="password" />
          <AccountForm.Field name="name" label="Nome completo" />
          <AccountForm.Field name="phone" />
          <AccountForm.FormError />
          <AccountForm.Submit />
        </AccountForm.Form>
      </AccountForm.Root>
    </>
  );
}
