import { customerBreadcrumbs } from '@vitrine/core';
import { Breadcrumbs, RegisterForm } from '@vitrine/ui';
import { useNavigate } from 'react-router';

/** `/customer/register`: a person's or a company's registration; once registered, the shopper goes on to `returnTo`. */
export function RegisterPage({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  return (
    <div className="sf-narrow">
      <Breadcrumbs items={customerBreadcrumbs('Criar conta')} />
      <h1>Criar conta</h1>
      <RegisterForm onRegistered={() => void navigate(returnTo)} />
      <p>
        Já tem conta? <a href={`/customer/login?redirect=${encodeURIComponent(returnTo)}`}>Entrar</a>
      </p>
    </div>
  );
}
