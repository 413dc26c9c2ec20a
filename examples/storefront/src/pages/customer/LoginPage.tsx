import { customerBreadcrumbs } from '@vitrine/core';
import { Breadcrumbs, LoginForm, RecoverEmailForm } from '@vitrine/ui';
import { useNavigate } from 'react-router';

/**
 * `/customer/login`: the login form, then the access recovery ('Esqueci minha senha' / 'Esqueci meu e-mail').
 * Once signed in, the shopper goes back to `returnTo` (a path of this site, checked on the server).
 */
export function LoginPage({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  return (
    <div className="sf-narrow sf-account">
      <Breadcrumbs items={customerBreadcrumbs('Entrar')} />
      <h1>Entrar</h1>
      <LoginForm
        redirectTo={returnTo}
        navigate={(href) => void navigate(href)}
        registerHref={`/customer/register?redirect=${encodeURIComponent(returnTo)}`}
      />
      <RecoverEmailForm />
    </div>
  );
}
