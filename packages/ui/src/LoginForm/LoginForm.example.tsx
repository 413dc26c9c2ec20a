import { LoginForm } from './LoginForm';

/**
 * The login page's form: back to the `redirect` query parameter once signed in (a path of this site only), and a
 * social button handing the provider's answer to the store.
 */
export function LoginFormExample({ redirect }: { readonly redirect?: string | undefined }) {
  return (
    <LoginForm
      redirectTo={redirect}
      onLoggedIn={(customer) => console.info('Olá,', customer.name)}
      socialLogin={(social) => (
        <button
          type="button"
          className="vt-button"
          data-variant="secondary"
          onClick={() =>
            // In a page: the provider SDK's answer (Google, Facebook…) instead of these fixed values.
            social.trigger({
              appId: 'google-oauth-id',
              appName: 'Google',
              nameCustomer: 'Bruna Lima',
              emailCustomer: 'bruna@example.com',
            })
          }
        >
          Google
        </button>
      )}
    />
  );
}
