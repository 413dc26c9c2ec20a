// @vitest-environment node
import { StorefrontProvider } from '@vitrine/hooks';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuoteDialog } from './QuoteDialog';

// Its own file in a Node environment: no `window`, `document` or `localStorage` exists while rendering.
describe('QuoteDialog on the server', () => {
  it('renders nothing (the flow is closed) and touches no browser global', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <StorefrontProvider baseUrl="http://sandbox.test">
        <QuoteDialog />
        <QuoteDialog.Root>
          <QuoteDialog.Content>
            <QuoteDialog.Title />
          </QuoteDialog.Content>
        </QuoteDialog.Root>
      </StorefrontProvider>,
    );
    expect(html).toBe('');
  });
});
