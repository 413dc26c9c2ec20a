// @vitest-environment node
import { StorefrontProvider } from '@vitrine/hooks';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddressBook } from './AddressBook';

// Its own file in a Node environment: no `window`, `document` or `localStorage` exists while rendering.
describe('AddressBook on the server', () => {
  it('renders its loading state: heading, add button and spinner, no list and no dialog', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <StorefrontProvider baseUrl="http://sandbox.test">
        <AddressBook />
      </StorefrontProvider>,
    );
    expect(html).toContain('Meus endereços');
    expect(html).toContain('Adicionar endereço');
    expect(html).toContain('Carregando endereços…');
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('<ul');
  });
});
