import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import type { SandboxData } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { FloatingMessagingButton } from './FloatingMessagingButton';
import { SocialLinks } from './SocialLinks';
import { socialNetworkHref } from './socialNetworkHref';
import { socialNetworkPosition } from './socialNetworkPosition';

const withNetworks =
  (socialNetworks: SandboxData['socialNetworks']) =>
  (seed: SandboxData): SandboxData => ({ ...seed, socialNetworks });

const whatsapp = (position: string) => ({
  identifier: 'whatsapp',
  content: '(11) 94002-8922',
  contactMessage: 'Oi! Quero ajuda com meu pedido',
  position,
  show: true,
});

describe('SocialLinks', () => {
  it('given the store’s networks, it lists those shown as links opening in a new tab, with accessible names', async () => {
    const { container } = renderWithStorefront(<SocialLinks />);
    const nav = await screen.findByRole('navigation', { name: 'Redes sociais' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'WhatsApp (abre em uma nova aba)',
      'Instagram (abre em uma nova aba)',
      'Facebook (abre em uma nova aba)',
    ]);
    expect(within(nav).queryByRole('link', { name: /YouTube/ })).toBeNull();
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(nav).getByRole('link', { name: 'Instagram (abre em uma nova aba)' })).toHaveAttribute(
      'href',
      'https://instagram.com/lojavitrine',
    );
    await expectNoAxeViolations(container);
  });

  it('while the networks load, it reserves their place with a hidden placeholder and no landmark yet', async () => {
    const { container } = renderWithStorefront(<SocialLinks />);
    expect(container.querySelector('[data-loading]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('navigation')).toBeNull();
    await screen.findByRole('navigation', { name: 'Redes sociais' });
    expect(container.querySelector('[data-loading]')).toBeNull();
  });

  it('given the list fails to load, it shows nothing (load errors are silent)', async () => {
    const { container, store, requests } = renderWithStorefront(<SocialLinks />, {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
      storeOptions: { data: withNetworks([]) },
    });
    store.faults.inject({ operation: 'content.socialNetworks', status: 500 });
    await waitFor(() => expect(requests('content.socialNetworks')).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('[data-loading]')).toBeNull());
    expect(container).toBeEmptyDOMElement();
  });

  it('given no network is flagged to show, it renders nothing', async () => {
    const { container, requests } = renderWithStorefront(<SocialLinks />, {
      storeOptions: {
        data: withNetworks([
          {
            identifier: 'instagram',
            content: 'https://instagram.com/x',
            contactMessage: '',
            position: '',
            show: false,
          },
        ]),
      },
    });
    await waitFor(() => expect(requests('content.socialNetworks')).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('can leave networks out, show their names and take its texts from the provider', async () => {
    renderWithStorefront(<SocialLinks exclude={['whatsapp']} showNames />, {
      providerProps: { messages: { ui: { socialLinks: { label: 'Siga a loja' } } } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Siga a loja' });
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
    expect(within(nav).getByText('Instagram')).toHaveClass('vt-social-links__name');
  });

  it('composes from its parts, keeping the new-tab behaviour', async () => {
    renderWithStorefront(
      <SocialLinks.Root aria-label="Contato">
        <SocialLinks.List>
          <SocialLinks.Item>
            <SocialLinks.Link href="https://instagram.com/loja" className="minha-classe">
              Instagram
            </SocialLinks.Link>
          </SocialLinks.Item>
        </SocialLinks.List>
      </SocialLinks.Root>,
    );
    const link = screen.getByRole('link', { name: 'Instagram (abre em uma nova aba)' });
    expect(link).toHaveClass('vt-social-links__link', 'minha-classe');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('navigation', { name: 'Contato' })).toBeInTheDocument();
  });
});

describe('FloatingMessagingButton', () => {
  it('given WhatsApp on the left (ESQUERDA), it floats left and opens the chat with the contact message prefilled', async () => {
    const { container } = renderWithStorefront(<FloatingMessagingButton />);
    const button = await screen.findByRole('link', {
      name: 'Fale conosco pelo WhatsApp (abre em uma nova aba)',
    });
    expect(button).toHaveAttribute('data-position', 'left');
    expect(button).toHaveAttribute('target', '_blank');
    const href = new URL(button.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/5511940028922');
    expect(href.searchParams.get('text')).toBe('Olá! Vim pela Loja Vitrine e gostaria de ajuda.');
    await expectNoAxeViolations(container);
  });

  it('given any other position, it floats right; a position prop overrides the store', async () => {
    const { rerender } = renderWithStorefront(<FloatingMessagingButton />, {
      storeOptions: { data: withNetworks([whatsapp('DIREITA')]) },
    });
    const button = await screen.findByRole('link', { name: /WhatsApp/ });
    expect(button).toHaveAttribute('data-position', 'right');
    expect(new URL(button.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'Oi! Quero ajuda com meu pedido',
    );
    rerender(<FloatingMessagingButton position="left" label="Atendimento" />);
    expect(screen.getByRole('link', { name: 'Atendimento (abre em uma nova aba)' })).toHaveAttribute(
      'data-position',
      'left',
    );
  });

  it('given no chat channel is shown, it renders nothing', async () => {
    const { container, requests } = renderWithStorefront(<FloatingMessagingButton />, {
      storeOptions: { data: withNetworks([{ ...whatsapp('ESQUERDA'), show: false }]) },
    });
    await waitFor(() => expect(requests('content.socialNetworks')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('social network addresses', () => {
  it('given a WhatsApp number with a mask, the chat address keeps only its digits', () => {
    expect(
      socialNetworkHref({ identifier: 'WhatsApp', content: '+55 (11) 4002-8922', contactMessage: null }),
    ).toBe('https://wa.me/551140028922');
  });

  it('given a profile without a scheme, https is added; a script address is never linked', () => {
    expect(
      socialNetworkHref({ identifier: 'instagram', content: 'instagram.com/loja', contactMessage: '' }),
    ).toBe('https://instagram.com/loja');
    expect(
      socialNetworkHref({ identifier: 'facebook', content: 'javascript:alert(1)', contactMessage: '' }),
    ).toBeUndefined();
    expect(socialNetworkHref({ identifier: 'facebook', content: '  ', contactMessage: '' })).toBeUndefined();
  });

  it('reads ESQUERDA as left in any case, and anything else as right', () => {
    expect(socialNetworkPosition({ position: ' esquerda ' })).toBe('left');
    expect(socialNetworkPosition({ position: 'DIREITA' })).toBe('right');
    expect(socialNetworkPosition({ position: null })).toBe('right');
  });
});
