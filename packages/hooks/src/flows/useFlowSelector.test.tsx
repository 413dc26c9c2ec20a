import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorefrontProvider } from '../provider/StorefrontProvider';
import { createTestStorefront } from '../testing';
import { useSession } from './useSession';
import { useWishlist } from './useWishlist';

/** A card's wishlist button: busy while the session is checked, as the kit's product card has it. */
function WishlistButton() {
  const { isChecking } = useWishlist();
  return (
    <button type="button" aria-busy={isChecking || undefined}>
      Lista de desejos
    </button>
  );
}

function SessionStatus() {
  const { status } = useSession();
  return <p>{`sessão: ${status}`}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useFlowSelector: a part of the page hydrated after its shared flow moved on', () => {
  it('hydrates from what the server rendered, then shows the current state (the button is no longer busy)', async () => {
    const storefront = createTestStorefront();
    // The server renders with its own provider: the session is still being checked there.
    const html = renderToString(
      <StorefrontProvider client={storefront.client}>
        <WishlistButton />
      </StorefrontProvider>,
    );
    expect(html).toContain('aria-busy="true"');

    // In the browser, the header hydrates first and the session check answers (a visitor)…
    const Wrapper = storefront.wrapper;
    render(
      <Wrapper>
        <SessionStatus />
      </Wrapper>,
    );
    await screen.findByText('sessão: anonymous');

    // …then the card's code arrives and hydrates its server HTML, with the same page services.
    const consoleError = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button');
    await act(async () => {
      hydrateRoot(
        container,
        <Wrapper>
          <WishlistButton />
        </Wrapper>,
      );
    });
    // Same element (hydrated, not replaced), and its attribute follows the session.
    await waitFor(() => expect(container.querySelector('button')).not.toHaveAttribute('aria-busy'));
    expect(container.querySelector('button')).toBe(button);
    expect(consoleError).not.toHaveBeenCalled();
    container.remove();
  });
});
