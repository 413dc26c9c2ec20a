// @vitest-environment node
import { companySchema, createStoreClient, createStorefrontBus, storeKeys } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { createSandboxStore } from '@vitrine/sandbox';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PrivacyNotice } from './PrivacyNotice';

describe('PrivacyNotice on the server', () => {
  it('renders nothing, even with the company settings at hand: acceptance is per shopper, checked in the browser', () => {
    expect(typeof window).toBe('undefined');
    const consoleError = vi.spyOn(console, 'error');
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const client = createStoreClient({ baseUrl: 'http://sandbox.test', fetch });
    const company = companySchema.parse(createSandboxStore().call('content.company').body);
    const html = renderToString(
      <StorefrontProvider
        client={client}
        bus={createStorefrontBus()}
        fallback={[[storeKeys.company(), company]]}
      >
        <PrivacyNotice />
      </StorefrontProvider>,
    );
    expect(html).toBe('');
    expect(fetch).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
