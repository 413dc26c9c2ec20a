import { delay, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStoreClient } from './createStoreClient';
import { isStoreApiError } from './isStoreApiError';
import type { OperationName } from './operations';
import { defaultOperations } from './operations';
import { StoreApiError } from './StoreApiError';
import { storeEndpoints } from './storeEndpoints';
import { recordRequests as recordStoreRequests } from './testing/recordRequests';

const origin = 'http://shop.test';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const recordRequests = (reply?: () => Response | Promise<Response>) =>
  recordStoreRequests(server, origin, reply);

/** A fetch for a page served from `origin`: relative URLs resolve against it, as in a browser. */
const pageFetch: typeof fetch = (input, init) => fetch(new URL(String(input), origin), init);

const product = (fields: Record<string, unknown> = {}) => ({
  idProduct: 10,
  name: 'Camiseta Básica',
  urlFriendly: 'camiseta-basica',
  price: 59.9,
  stock: 12,
  ...fields,
});

const cart = {
  items: [],
  total: 0,
  subTotal: 0,
  totalDiscount: 0,
  totalShipping: 0,
};

async function failureOf(promise: Promise<unknown>): Promise<StoreApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StoreApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('createStoreClient: the client surface', () => {
  it('has exactly one method per call of defaultOperations, and no other', () => {
    const client = createStoreClient({ baseUrl: origin }) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    const exposed = Object.entries(client).flatMap(([area, methods]) =>
      Object.keys(methods).map((method) => `${area}.${method}`),
    );
    for (const name of Object.keys(defaultOperations)) {
      const [area = '', method = ''] = name.split('.');
      expect(typeof client[area]?.[method], name).toBe('function');
    }
    expect(exposed.sort()).toEqual(Object.keys(defaultOperations).sort());
    expect(Object.keys(storeEndpoints).sort()).toEqual(Object.keys(defaultOperations).sort());
  });

  it('given a call without input, it sends the default transport of defaultOperations', async () => {
    const seen = recordRequests(() => HttpResponse.json({ message: 'qualquer' }, { status: 500 }));
    const client = createStoreClient({ baseUrl: origin }) as unknown as Record<
      string,
      Record<string, () => Promise<unknown>>
    >;
    const withoutInput = (Object.keys(storeEndpoints) as OperationName[]).filter(
      (name) => !storeEndpoints[name].takesInput,
    );
    expect(withoutInput.length).toBeGreaterThan(40);
    for (const name of withoutInput) {
      const [area = '', method = ''] = name.split('.');
      await expect(client[area]?.[method]?.()).rejects.toBeInstanceOf(StoreApiError);
      const request = seen.at(-1);
      const transport = defaultOperations[name];
      if (transport.transport === 'path') {
        expect(request?.url.pathname, name).toBe(transport.path);
        expect(request?.method, name).toBe('POST');
      } else {
        expect(request?.url.pathname, name).toBe('/api');
        expect(request?.body, name).toEqual({ operation: transport.id, params: '', json: null });
      }
    }
    expect(seen).toHaveLength(withoutInput.length);
  });
});

describe('createStoreClient: the wire format', () => {
  it('given add to cart, it POSTs the envelope to /api with the payload as json and isRecurrent false', async () => {
    const seen = recordRequests(() => HttpResponse.json(1));
    const client = createStoreClient({ baseUrl: origin });

    await expect(client.cart.add({ idProduct: 10, idSku: null, quantity: 2 })).resolves.toBe(true);

    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url.href).toBe(`${origin}/api`);
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(seen[0]?.body).toEqual({
      operation: 'cart.add',
      params: '',
      json: { idProduct: 10, idSku: null, quantity: 2, isRecurrent: false },
    });
  });

  it('given a listing query, it serialises it into params and parses the page', async () => {
    const seen = recordRequests(() =>
      HttpResponse.json({
        products: [product()],
        settings: { pageNumber: 2, pageCount: 5, totalItemCount: 97 },
        filters: [{ key: 'idBrand', name: 'Marca', options: [{ id: 4, name: 'Aurora', quantity: 9 }] }],
      }),
    );
    const client = createStoreClient({ baseUrl: origin });

    const page = await client.catalogue.productsByCategory({
      page: 2,
      pageSize: 24,
      textLink: 'roupas/camisetas',
      idVariation: [3, 7],
      idBrand: undefined,
      ofPrice: 10.5,
      sortBy: 'P-ASC',
      showProductGroupingFilter: true,
    });

    expect(seen[0]?.body).toEqual({
      operation: 'catalogue.productsByCategory',
      params:
        'page=2&pageSize=24&textLink=roupas%2Fcamisetas&idVariation=3%2C7&ofPrice=10.5&sortBy=P-ASC&showProductGroupingFilter=true',
      json: null,
    });
    expect(page.settings).toEqual({ pageNumber: 2, pageCount: 5, totalItemCount: 97 });
    expect(page.products[0]?.name).toBe('Camiseta Básica');
    expect(page.filters[0]?.options[0]?.name).toBe('Aurora');
  });

  it('given a search with filters, it sends the word first, then the listing query', async () => {
    const seen = recordRequests(() =>
      HttpResponse.json({ products: [], settings: { pageNumber: 1, pageCount: 0, totalItemCount: 0 } }),
    );
    const client = createStoreClient({ baseUrl: origin });

    const page = await client.catalogue.searchWithFilters({ word: 'tênis corrida', page: 1, idAttribute: 5 });

    const params = (seen[0]!.body as { params: string }).params;
    expect(params).toBe('word=t%C3%AAnis+corrida&page=1&idAttribute=5');
    expect(new URLSearchParams(params).get('word')).toBe('tênis corrida');
    expect(page.filters).toEqual([]);
  });

  it('given listing banners, it marks the path with /c, /g or /m and brand banners use the group-banners id', async () => {
    const seen = recordRequests(() => HttpResponse.json([]));
    const client = createStoreClient({ baseUrl: origin });

    await client.catalogue.categoryBanners({ type: 'F', path: 'roupas/camisetas' });
    await client.catalogue.groupBanners({ type: 'L', path: 'promocoes/' });
    await client.catalogue.brandBanners({ type: 'C', path: 'aurora' });
    await client.catalogue.banners({ type: 'R' });

    expect(seen.map((request) => request.body)).toEqual([
      {
        operation: 'catalogue.categoryBanners',
        params: 'Type=F&textLink=roupas%2Fcamisetas%2Fc',
        json: null,
      },
      { operation: 'catalogue.groupBanners', params: 'Type=L&textLink=promocoes%2Fg', json: null },
      { operation: 'catalogue.groupBanners', params: 'Type=C&textLink=aurora%2Fm', json: null },
      { operation: 'catalogue.banners', params: 'Type=R', json: null },
    ]);
  });

  it('given the showcase and most sold without a quantity, it asks for the default 12', async () => {
    const seen = recordRequests(() => HttpResponse.json([product()]));
    const client = createStoreClient({ baseUrl: origin });

    await client.catalogue.showcase();
    await client.catalogue.mostSold();
    await client.catalogue.newcomers({ pageSize: 8 });

    expect(seen.map((request) => (request.body as { params: string }).params)).toEqual([
      'quantity=12',
      'quantity=12',
      'pageSize=8',
    ]);
  });

  it('given a product freight quote, it sends the unmasked postal code as params and the product as json', async () => {
    const seen = recordRequests(() =>
      HttpResponse.json([
        {
          shippingMode: {
            idShippingMode: 1,
            name: 'PAC',
            deliveryTime: 7,
            usefulDay: 1,
            ScheduledDelivery: 0,
          },
          valueShipping: 0,
        },
      ]),
    );
    const client = createStoreClient({ baseUrl: origin });

    const options = await client.cart.productFreights({
      cep: '01310-100',
      quantity: 2,
      idProduct: 10,
      idSku: 31,
    });

    expect(seen[0]?.body).toEqual({
      operation: 'cart.productFreights',
      params: 'cep=01310100',
      json: { quantity: 2, idProduct: 10, idSku: 31 },
    });
    expect(options[0]?.shippingMode).toMatchObject({
      name: 'PAC',
      usefulDay: true,
      ScheduledDelivery: false,
    });
  });

  it('given a dedicated-path call, it POSTs the payload itself as the body', async () => {
    const seen = recordRequests(() =>
      HttpResponse.json({
        idCustomer: 7,
        authenticated: true,
        name: 'Ana Souza',
        email: 'ana@exemplo.com.br',
      }),
    );
    const client = createStoreClient({ baseUrl: origin });

    const customer = await client.customer.login({
      username: 'ana@exemplo.com.br',
      password: 's3nh@',
      tokenRecaptcha: '',
    });

    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url.pathname).toBe('/api/login');
    expect(seen[0]?.body).toEqual({ username: 'ana@exemplo.com.br', password: 's3nh@', tokenRecaptcha: '' });
    expect(customer).toMatchObject({ idCustomer: 7, authenticated: true });
  });

  it('given the privacy calls, verify and create share /api/policyprivacy with their type', async () => {
    const seen = recordRequests(() => HttpResponse.json({ exist: 0 }));
    const client = createStoreClient({ baseUrl: origin });

    await expect(client.privacy.verify()).resolves.toMatchObject({ exist: false });
    await client.privacy.create();
    await client.customer.logout();

    expect(seen.map((request) => [request.url.pathname, request.body])).toEqual([
      ['/api/policyprivacy', { type: 'verify' }],
      ['/api/policyprivacy', { type: 'create' }],
      ['/api/logout', {}],
    ]);
  });

  it('given an e-mail change, it PUTs the envelope to /api', async () => {
    const seen = recordRequests(() => HttpResponse.json(true));
    const client = createStoreClient({ baseUrl: origin });

    await expect(
      client.customer.changeEmail({ email: 'nova@exemplo.com.br', password: 's3nh@' }),
    ).resolves.toBe(true);

    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.url.pathname).toBe('/api');
    expect(seen[0]?.body).toEqual({
      operation: 'customer.changeEmail',
      params: '',
      json: { email: 'nova@exemplo.com.br', password: 's3nh@' },
    });
  });

  it('given operation overrides, it uses the integrator identifiers, paths and transports', async () => {
    const seen = recordRequests(() => HttpResponse.json(1));
    const client = createStoreClient({
      baseUrl: `${origin}/loja/`,
      operations: {
        'cart.add': 'AdicionarProdutoCarrinho',
        'customer.logout': '/api/v2/sair',
        'cart.count': { transport: 'path', path: '/api/cart/count' },
      },
    });

    await client.cart.add({ idProduct: 10, idSku: 31, quantity: 1 });
    await client.customer.logout();
    await client.cart.count();
    await client.cart.clean().catch(() => undefined);

    expect(seen.map((request) => request.url.pathname)).toEqual([
      '/loja/api',
      '/loja/api/v2/sair',
      '/loja/api/cart/count',
      '/loja/api',
    ]);
    expect((seen[0]!.body as { operation: string }).operation).toBe('AdicionarProdutoCarrinho');
    expect((seen[3]!.body as { operation: string }).operation).toBe('cart.clean');
  });

  it('given a call without input, it takes the options alone or after an undefined input', async () => {
    recordRequests(async () => {
      await delay(2_000);
      return HttpResponse.json({ nameStore: 'Loja Aurora' });
    });
    const client = createStoreClient({ baseUrl: origin });

    await expect(client.content.company({ timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' });
    await expect(client.content.company(undefined, { timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('given extra headers, it sends them with every call, read at each call when given as a function', async () => {
    const seen = recordRequests(() => HttpResponse.json(true));
    let tenant = 'loja-a';
    const client = createStoreClient({ baseUrl: origin, headers: () => ({ 'X-Tenant': tenant }) });

    await client.content.validSession();
    tenant = 'loja-b';
    await client.content.validSession();

    expect(seen.map((request) => request.headers.get('x-tenant'))).toEqual(['loja-a', 'loja-b']);
  });

  it('given no credentials option, it sends cookies to the same origin only', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => HttpResponse.json(true));
    const client = createStoreClient({ baseUrl: '', fetch: fetchSpy });

    await client.content.validSession();

    expect(fetchSpy).toHaveBeenCalledWith(
      '/api',
      expect.objectContaining({ credentials: 'same-origin', method: 'POST' }),
    );
  });
});

describe('createStoreClient: cookies across origins', () => {
  it('given an absolute or protocol-relative base URL and no credentials option, it includes cookies so the session survives', async () => {
    for (const baseUrl of ['http://localhost:4010', 'https://api.loja.com.br/', '//api.loja.com.br']) {
      const fetchSpy = vi.fn<typeof fetch>(async () => HttpResponse.json(true));
      const client = createStoreClient({ baseUrl, fetch: fetchSpy });

      await client.content.validSession();

      expect(fetchSpy, baseUrl).toHaveBeenCalledWith(
        expect.stringMatching(/\/api$/),
        expect.objectContaining({ credentials: 'include' }),
      );
    }
  });

  it('given a relative base URL, it keeps same-origin; an explicit option always wins', async () => {
    const relative = vi.fn<typeof fetch>(async () => HttpResponse.json(true));
    await createStoreClient({ baseUrl: '/loja', fetch: relative }).content.validSession();
    expect(relative).toHaveBeenCalledWith(
      '/loja/api',
      expect.objectContaining({ credentials: 'same-origin' }),
    );

    const explicit = vi.fn<typeof fetch>(async () => HttpResponse.json(true));
    await createStoreClient({
      baseUrl: 'http://localhost:4010',
      credentials: 'omit',
      fetch: explicit,
    }).content.validSession();
    expect(explicit).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ credentials: 'omit' }),
    );
  });
});

describe('createStoreClient: the anti-forgery header', () => {
  it('given a relative base URL, it attaches the token from getXsrfToken', async () => {
    const seen = recordRequests(() => HttpResponse.json(true));
    const client = createStoreClient({ baseUrl: '', fetch: pageFetch, getXsrfToken: () => 'tok-123' });

    await client.cart.add({ idProduct: 10, idSku: 31, quantity: 1 });
    await client.customer.logout();

    expect(seen.map((request) => request.headers.get('x-xsrf-token'))).toEqual(['tok-123', 'tok-123']);
  });

  it('given a relative base URL and no getter, it reads the XSRF-TOKEN cookie of the page', async () => {
    vi.stubGlobal('document', { cookie: 'sessao=abc; XSRF-TOKEN=k%2Bv%3D%3D; tema=escuro' });
    const seen = recordRequests(() => HttpResponse.json(true));
    const client = createStoreClient({ baseUrl: '/loja', fetch: pageFetch });

    await client.cart.add({ idProduct: 10, idSku: 31, quantity: 1 });

    expect(seen[0]?.url.pathname).toBe('/loja/api');
    expect(seen[0]?.headers.get('x-xsrf-token')).toBe('k+v==');
  });

  it('given an absolute base URL, it never sends the token, even with a getter', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=segredo' });
    const seen = recordRequests(() => HttpResponse.json(true));
    const client = createStoreClient({ baseUrl: origin, getXsrfToken: () => 'segredo' });

    await client.cart.add({ idProduct: 10, idSku: 31, quantity: 1 });

    expect(seen[0]?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('given a protocol-relative base URL (another host), it never sends the token', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => HttpResponse.json(true));
    const client = createStoreClient({
      baseUrl: '//outra-loja.test',
      fetch: fetchSpy,
      getXsrfToken: () => 'segredo',
    });

    await client.cart.add({ idProduct: 10, idSku: 31, quantity: 1 });

    const headers = fetchSpy.mock.calls[0]?.[1]?.headers as Headers;
    expect(headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('given no token anywhere, it sends no header rather than an empty one', async () => {
    const seen = recordRequests(() => HttpResponse.json(true));
    const client = createStoreClient({ baseUrl: '', fetch: pageFetch });

    await client.cart.add({ idProduct: 10, idSku: 31, quantity: 1 });

    expect(seen[0]?.headers.has('x-xsrf-token')).toBe(false);
  });
});

describe('createStoreClient: replies', () => {
  it('given a cart count, it answers the count', async () => {
    recordRequests(() => HttpResponse.json(3));
    const client = createStoreClient({ baseUrl: origin });

    await expect(client.cart.count()).resolves.toEqual({ kind: 'count', count: 3 });
  });

  it('given a cart count with the timer marker, it answers the removed products', async () => {
    recordRequests(() => HttpResponse.json('[TIMER]Camiseta Básica|Tênis Runner'));
    const client = createStoreClient({ baseUrl: origin });

    await expect(client.cart.count()).resolves.toEqual({
      kind: 'expired',
      removedProducts: ['Camiseta Básica', 'Tênis Runner'],
    });
  });

  it.each([
    [1, true],
    [true, true],
    ['1', true],
    [{ idCartItem: 5 }, true],
    [0, false],
    [false, false],
    [null, false],
  ])('given add to cart answering %j, it resolves %s', async (reply, expected) => {
    recordRequests(() => HttpResponse.json(reply));
    const client = createStoreClient({ baseUrl: origin });

    await expect(client.cart.add({ idProduct: 10, idSku: 31, quantity: 1 })).resolves.toBe(expected);
  });

  it('given add massive answering truthy, it resolves true', async () => {
    const seen = recordRequests(() => HttpResponse.json(2));
    const client = createStoreClient({ baseUrl: origin });

    await expect(
      client.cart.addMassive([
        { idProduct: 10, idSku: 31, quantity: 1 },
        { idProduct: 11, idSku: null, quantity: 2 },
      ]),
    ).resolves.toBe(true);
    expect((seen[0]!.body as { json: unknown }).json).toEqual([
      { idProduct: 10, idSku: 31, quantity: 1 },
      { idProduct: 11, idSku: null, quantity: 2 },
    ]);
  });

  it('given an empty reply where nothing may exist, it resolves null', async () => {
    recordRequests(() => new HttpResponse(null, { status: 204 }));
    const client = createStoreClient({ baseUrl: origin });

    await expect(client.catalogue.takeXPayY({ idProduct: 10, idSku: 31 })).resolves.toBeNull();
    await expect(client.customer.verifyLogin()).resolves.toBeNull();
  });

  it('given a quantity change, it resolves the confirmed cart', async () => {
    recordRequests(() => HttpResponse.json({ ...cart, total: 119.8, subTotal: 119.8 }));
    const client = createStoreClient({ baseUrl: origin });

    await expect(client.cart.changeQuantity({ idCartItem: 5, quantity: 2 })).resolves.toMatchObject({
      total: 119.8,
    });
  });
});

describe('createStoreClient: failures', () => {
  it('given a 500 with a message, it rejects with kind http, the status and the server text', async () => {
    recordRequests(() =>
      HttpResponse.json({ message: 'Quantidade máxima por pedido é 5 unidades.' }, { status: 500 }),
    );
    const client = createStoreClient({ baseUrl: origin });

    const error = await failureOf(client.cart.changeQuantity({ idCartItem: 5, quantity: 9 }));

    expect(isStoreApiError(error)).toBe(true);
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      operation: 'cart.changeQuantity',
      message: 'Quantidade máxima por pedido é 5 unidades.',
    });
  });

  it('given an error body with `error` instead of `message`, it surfaces that text', async () => {
    recordRequests(() => HttpResponse.json({ error: '[Err 045] E-mail já cadastrado.' }, { status: 409 }));
    const client = createStoreClient({ baseUrl: origin });

    const error = await failureOf(
      client.catalogue.alertMe({
        name: 'Ana',
        email: 'ana@exemplo.com.br',
        phone: '(11) 98888-7777',
        idProduct: 10,
        idSku: 31,
        nameProduct: 'Camiseta Básica',
      }),
    );

    expect(error.status).toBe(409);
    expect(error.message).toContain('[Err 045]');
  });

  it('given a plain-text error, it surfaces the text', async () => {
    recordRequests(() => HttpResponse.text('CEP não encontrado.', { status: 422 }));
    const client = createStoreClient({ baseUrl: origin });

    const error = await failureOf(client.cart.freights({ cep: '99999-999' }));

    expect(error).toMatchObject({ kind: 'http', status: 422, message: 'CEP não encontrado.' });
  });

  it('given an HTML error page, it falls back to a pt-BR message instead of showing markup', async () => {
    recordRequests(() => HttpResponse.html('<html><body>Bad Gateway</body></html>', { status: 502 }));
    const client = createStoreClient({ baseUrl: origin });

    const error = await failureOf(client.cart.get());

    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(error.message).toBe('A loja não conseguiu atender a solicitação. Tente novamente.');
  });

  it('given a network failure, it rejects with kind network and no status', async () => {
    recordRequests(() => HttpResponse.error());
    const client = createStoreClient({ baseUrl: origin });

    const error = await failureOf(client.cart.get());

    expect(error).toMatchObject({ kind: 'network', status: undefined, operation: 'cart.get' });
    expect(error.message).toBe('Não foi possível conectar à loja. Verifique sua conexão e tente novamente.');
  });

  it('given an empty 502, 503 or 504, as a dev proxy answers when the store is unreachable, it rejects with kind network and the connection text', async () => {
    for (const status of [502, 503, 504]) {
      recordRequests(() => new HttpResponse(null, { status }));
      const client = createStoreClient({ baseUrl: origin });

      const error = await failureOf(client.cart.get());

      expect(error).toMatchObject({ kind: 'network', status: undefined, operation: 'cart.get' });
      expect(error.message).toBe(
        'Não foi possível conectar à loja. Verifique sua conexão e tente novamente.',
      );
    }
  });

  it('given an empty 500 or a 503 with a message, it stays an http failure of the store', async () => {
    recordRequests(() => new HttpResponse('  ', { status: 500 }));
    expect(await failureOf(createStoreClient({ baseUrl: origin }).cart.get())).toMatchObject({
      kind: 'http',
      status: 500,
    });
    recordRequests(() => HttpResponse.json({ message: 'Loja em manutenção.' }, { status: 503 }));
    expect(await failureOf(createStoreClient({ baseUrl: origin }).cart.get())).toMatchObject({
      kind: 'http',
      status: 503,
      message: 'Loja em manutenção.',
    });
  });

  it('given a reply slower than the call timeout, it rejects with kind timeout', async () => {
    recordRequests(async () => {
      await delay(2_000);
      return HttpResponse.json(cart);
    });
    const client = createStoreClient({ baseUrl: origin });

    const error = await failureOf(client.cart.get({ timeoutMs: 30 }));

    expect(error).toMatchObject({ kind: 'timeout', status: undefined, operation: 'cart.get' });
  });

  it('given a reply slower than the client timeout, it rejects with kind timeout', async () => {
    recordRequests(async () => {
      await delay(2_000);
      return HttpResponse.json(cart);
    });
    const client = createStoreClient({ baseUrl: origin, timeoutMs: 30 });

    await expect(client.cart.get()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('given a fetch that ignores the abort signal, the timeout still holds', async () => {
    const neverAnswers: typeof fetch = () => new Promise<Response>(() => {});
    const client = createStoreClient({ baseUrl: origin, fetch: neverAnswers, timeoutMs: 20 });

    await expect(client.cart.get()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('given the caller aborts, it rejects with kind abort', async () => {
    recordRequests(async () => {
      await delay(2_000);
      return HttpResponse.json(cart);
    });
    const client = createStoreClient({ baseUrl: origin });
    const controller = new AbortController();

    const pending = failureOf(client.cart.get({ signal: controller.signal }));
    setTimeout(() => controller.abort(), 10);

    await expect(pending).resolves.toMatchObject({ kind: 'abort', status: undefined });
  });

  it('given an already aborted signal, it rejects with kind abort without calling the store', async () => {
    const seen = recordRequests();
    const client = createStoreClient({ baseUrl: origin });

    const error = await failureOf(client.cart.get({ signal: AbortSignal.abort() }));

    expect(error.kind).toBe('abort');
    expect(seen).toHaveLength(0);
  });

  it('given a reply that is not JSON, it rejects with kind parse', async () => {
    recordRequests(() => HttpResponse.text('{"items": [', { status: 200 }));
    const client = createStoreClient({ baseUrl: origin });

    const error = await failureOf(client.cart.get());

    expect(error).toMatchObject({ kind: 'parse', status: undefined, issues: undefined });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('given a reply of the wrong shape, it rejects with kind parse and keeps the schema issues', async () => {
    recordRequests(() =>
      HttpResponse.json({
        products: [product({ price: '59,90' })],
        settings: { pageNumber: 1, pageCount: 1, totalItemCount: 1 },
      }),
    );
    const client = createStoreClient({ baseUrl: origin });

    const error = await failureOf(client.catalogue.productsByBrand({ textLink: 'aurora' }));

    expect(error.kind).toBe('parse');
    expect(error.message).toBe('A loja respondeu em um formato inesperado.');
    expect(error.issues?.map((issue) => issue.path)).toEqual([['products', 0, 'price']]);
  });
});
