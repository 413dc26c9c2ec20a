import { PasswordChangeForm } from './PasswordChangeForm';
import { RecoverEmailForm } from './RecoverEmailForm';

/** The account page's password change, and the login page's recoveries below the login form. */
export function PasswordFormsExample() {
  return (
    <>
      <PasswordChangeForm location="/customer" />
      <RecoverEmailForm />
    </>
  );
}

/** The page an e-mailed recovery link opens: its key (`?token=…`) lets the shopper set a new password. */
export function PasswordRecoveryLinkExample({ token }: { readonly token: string }) {
  return <PasswordChangeForm token={token} title="Crie uma nova senha" />;
}
