// @vitest-environment node
import { createStoreClient, createStorefrontBus } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PasswordChangeForm } from './PasswordChangeForm';
import { RecoverEmailForm } from './RecoverEmailForm';

function serverRender(ui: ReactNode): string {
  const client = createStoreClient({
    baseUrl: 'http://sandbox.test',
    fetch: () => new Promise<Response>(() => {}),
  });
  return renderToString(
    <StorefrontProvider client={client} bus={createStorefrontBus()}>
      {ui}
    </StorefrontProvider>,
  );
}

describe('PasswordForms on the server', () => {
  it('renders the password change and both recoveries without a browser global', () => {
    expect(typeof window).toBe('undefined');
    const consoleError = vi.spyOn(console, 'error');
    const change = serverRender(<PasswordChangeForm />);
    expect(change).toContain('Alterar senha</h2>');
    expect(change).toMatch(/autoComplete="current-password"/);
    expect(change).toContain('Confirme a nova senha');
    const recovery = serverRender(<RecoverEmailForm />);
    expect(recovery).toContain('id="recuperar-senha"');
    expect(recovery).toContain('Esqueci minha senha</h3>');
    expect(recovery).toContain('Esqueci meu e-mail</h3>');
    expect(recovery).toContain('CPF ou CNPJ');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
