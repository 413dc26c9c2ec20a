import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxFixtures as F } from '../data/sandboxFixtures';
import { createSandboxStore } from '../store/createSandboxStore';
import { type SandboxServer, startSandboxServer } from './startSandboxServer';

let server: SandboxServer;

beforeAll(async () => {
  server = await startSandboxServer({
    port: 0,
    store: createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') }),
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.store.reset();
});

/** Calls an envelope operation, optionally with a cookie. */
async function envelope(operation: string, params = '', json: unknown = null, cookie?: string) {
  const response = await fetch(`${server.url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ operation, params, json }),
  });
  return { response, body: (await response.json()) as unknown };
}

function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie();
  const session = cookies.find((c) => c.startsWith('vitrine_sandbox_session='));
  expect(session).toBeDefined();
  return (session as string).split(';')[0] as string;
}

describe('startSandboxServer', () => {
  it('answers the company settings through the envelope, with the store name and privacy policy', async () => {
    const { response, body } = await envelope('content.company');
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      nameStore: 'Loja Vitrine',
      usePurchaseFacilitator: 'S',
      privacyPolicy: { statusPolicyPrivacy: true },
    });
  });

  it('serves a category tree three levels deep with 2-character level codes per depth', async () => {
    const { body } = await envelope('catalogue.categoryTree');
    const tree = body as { level: string; childMenu: { level: string; childMenu: { level: string }[] }[] }[];
    expect(tree.length).toBeGreaterThanOrEqual(5);
    const leaf = tree[0]?.childMenu[0]?.childMenu[0];
    expect([tree[0]?.level, tree[0]?.childMenu[0]?.level, leaf?.level]).toEqual(['01', '0101', '010101']);
  });

  it('serves a showcase of 12 products whose images are served as SVG', async () => {
    const { body } = await envelope('catalogue.showcase', 'quantity=12');
    const products = body as { imageHome: string; name: string }[];
    expect(products).toHaveLength(12);
    const departments = new Set(products.map((p) => p.imageHome));
    expect(departments.size).toBe(12);
    const image = await fetch(`${server.url}${products[0]?.imageHome}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toContain(products[0]?.name.split(' ')[0]);
  });

  it('answers 404 with a pt-BR message for an unknown image or operation', async () => {
    expect((await fetch(`${server.url}/sandbox/images/products/99-1.svg`)).status).toBe(404);
    const { response, body } = await envelope('catalogue.nope');
    expect(response.status).toBe(404);
    expect(body).toEqual({ message: 'Operação desconhecida: catalogue.nope.' });
  });

  it('issues a session cookie and an XSRF-TOKEN cookie', async () => {
    const { response } = await envelope('content.company');
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/vitrine_sandbox_session=/);
    expect(cookies).toMatch(/XSRF-TOKEN=/);
    expect(sessionCookie(response)).toMatch(/^vitrine_sandbox_session=s/);
  });

  it('answers a malformed JSON body with 400 and a clear message', async () => {
    const response = await fetch(`${server.url}/api`, { method: 'POST', body: '{"operation":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Corpo da requisição inválido: o JSON está malformado.',
    });
  });

  it('answers CORS preflight requests for local development', async () => {
    const response = await fetch(`${server.url}/api`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toContain('X-XSRF-TOKEN');
  });

  it('keeps the cart of each cookie session apart', async () => {
    const first = await envelope('cart.count');
    const ana = sessionCookie(first.response);
    const bia = sessionCookie((await envelope('cart.count')).response);
    expect(ana).not.toBe(bia);
    const add = await envelope(
      'cart.add',
      '',
      { idProduct: F.simple.idProduct, idSku: null, quantity: 2, isRecurrent: false },
      ana,
    );
    expect(add.body).toBe(1);
    expect((await envelope('cart.count', '', null, ana)).body).toBe(2);
    expect((await envelope('cart.count', '', null, bia)).body).toBe(0);
  });

  /** A new session (its cookie) whose cart holds one unit of the simple fixture product. */
  async function sessionWithOneSimpleProduct(): Promise<string> {
    const cookie = sessionCookie((await envelope('cart.count')).response);
    await envelope(
      'cart.add',
      '',
      { idProduct: F.simple.idProduct, idSku: null, quantity: 1, isRecurrent: false },
      cookie,
    );
    return cookie;
  }

  it('expires a session cart through the control route, and the next count reports the timer', async () => {
    const cookie = await sessionWithOneSimpleProduct();
    const expired = await fetch(`${server.url}/__sandbox/expire-cart`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(await expired.json()).toEqual({ removed: [F.simple.name] });
    expect((await envelope('cart.count', '', null, cookie)).body).toBe(`[TIMER]${F.simple.name}`);
  });

  /** POSTs `body` to the control route `/__sandbox/{path}`. */
  const control = (path: string, body: unknown) =>
    fetch(`${server.url}/__sandbox/${path}`, { method: 'POST', body: JSON.stringify(body) });

  it('marks a product exhausted and sets a SKU stock through the control routes, as the cart then shows', async () => {
    const cookie = await sessionWithOneSimpleProduct();
    const line = () =>
      envelope('cart.get', '', null, cookie).then(
        (reply) =>
          (reply.body as { items: { idSku: number; stock: number; flagExhausted?: boolean }[] }).items[0],
      );

    const exhausted = await control('exhausted', { idProduct: F.simple.idProduct, exhausted: true });
    expect(await exhausted.json()).toEqual({ ok: true });
    expect((await line())?.flagExhausted).toBe(true);

    const idSku = (await line())?.idSku ?? 0;
    expect((await control('stock', { idSku, stock: 0 })).status).toBe(200);
    expect((await line())?.stock).toBe(0);
  });

  it("reads a session's cart through GET /__sandbox/cart, by the session cookie or ?session=", async () => {
    const first = await envelope('cart.add', '', {
      idProduct: F.simple.idProduct,
      idSku: null,
      quantity: 2,
      isRecurrent: false,
    });
    const cookie = sessionCookie(first.response);
    const byCookie = await fetch(`${server.url}/__sandbox/cart`, { headers: { cookie } });
    const body = (await byCookie.json()) as {
      session: string;
      lines: { idProduct: number; quantity: number }[];
      cart: { items: { idProduct: number; quantity: number }[]; subTotal: number };
    };
    expect(body.lines.map((line) => [line.idProduct, line.quantity])).toEqual([[F.simple.idProduct, 2]]);
    expect(body.cart.items.map((item) => [item.idProduct, item.quantity])).toEqual([[F.simple.idProduct, 2]]);
    expect(body.cart.subTotal).toBeGreaterThan(0);
    const bySession = await fetch(`${server.url}/__sandbox/cart?session=${encodeURIComponent(body.session)}`);
    expect(((await bySession.json()) as { lines: unknown[] }).lines).toHaveLength(1);
    const other = await fetch(`${server.url}/__sandbox/cart?session=nobody`);
    expect(((await other.json()) as { lines: unknown[] }).lines).toEqual([]);
    expect(server.store.inspect.requests().map((request) => request.operation)).toEqual(['cart.add']);
  });

  it('refuses a control change with bad input or an unknown id, with a pt-BR text', async () => {
    const bad = await control('stock', { idSku: 1, stock: -3 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Informe idSku e stock (inteiro ≥ 0).' });
    const unknown = await control('exhausted', { idProduct: 987654, exhausted: true });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Produto 987654 não encontrado.' });
  });

  it('injects named faults over HTTP and logs the operations received', async () => {
    await fetch(`${server.url}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ operation: 'content.company', status: 503, message: 'Manutenção.', times: 1 }),
    });
    const failed = await envelope('content.company');
    expect(failed.response.status).toBe(503);
    expect(failed.body).toEqual({ message: 'Manutenção.' });
    expect((await envelope('content.company')).response.status).toBe(200);
    const log = (await (await fetch(`${server.url}/__sandbox/requests`)).json()) as {
      operation: string;
      status: number;
    }[];
    expect(log.map((r) => [r.operation, r.status])).toEqual([
      ['content.company', 503],
      ['content.company', 200],
    ]);
    await fetch(`${server.url}/__sandbox/reset`, { method: 'POST' });
    expect(await (await fetch(`${server.url}/__sandbox/requests`)).json()).toEqual([]);
  });

  it('drops the socket on a network fault and never answers a timeout fault until the client aborts', async () => {
    server.store.faults.inject({ operation: 'cart.get', kind: 'network', times: 1 });
    await expect(envelope('cart.get')).rejects.toThrow();
    server.store.faults.inject({ operation: 'cart.get', kind: 'timeout', times: 1 });
    const call = fetch(`${server.url}/api`, {
      method: 'POST',
      body: JSON.stringify({ operation: 'cart.get' }),
      signal: AbortSignal.timeout(150),
    });
    await expect(call).rejects.toThrow(/abort|timeout/i);
    expect((await envelope('cart.get')).response.status).toBe(200);
  });

  it('answers dedicated paths with the payload as the body, and PUT for the e-mail change', async () => {
    const verify = await fetch(`${server.url}/api/policyprivacy`, {
      method: 'POST',
      body: JSON.stringify({ type: 'verify' }),
    });
    expect(await verify.json()).toEqual({ exist: false });
    const put = await fetch(`${server.url}/api`, {
      method: 'PUT',
      body: JSON.stringify({
        operation: 'customer.changeEmail',
        params: '',
        json: { email: 'a@example.com', password: 'x' },
      }),
    });
    expect(put.status).toBe(401);
    expect(await put.json()).toEqual({ message: 'Faça login para continuar.' });
  });

  it('serves banner, brand, seal and logo images', async () => {
    for (const path of [
      'banners/1.svg',
      'brands/sonora.svg',
      'seals/frete-gratis.svg',
      'logo.svg',
      'categories/010101.svg',
    ]) {
      const response = await fetch(`${server.url}/sandbox/images/${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/^<svg /);
    }
  });
});

describe('image addresses for a page of another origin', () => {
  async function company(headers: Record<string, string>) {
    const response = await fetch(`${server.url}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ operation: 'content.company', params: '', json: null }),
    });
    return JSON.stringify(await response.json());
  }
  const host = () => new URL(server.url).host;

  it('are absolute, on the sandbox, when a page of another origin calls it directly: the images load', async () => {
    const text = await company({ origin: 'http://tema.example:8080' });
    const addresses = [...text.matchAll(/"(https?:\/\/[^"]*\/sandbox\/images\/[^"]*)"/g)].map((m) => m[1]);
    expect(addresses.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/"\/sandbox\/images\//);
    const image = await fetch(addresses[0] as string);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(addresses[0]).toContain(`http://${host()}/sandbox/images/`);
  });

  it('stay relative for the same origin, a proxy forwarding /sandbox, and a server without Origin', async () => {
    const cases: Record<string, string>[] = [
      { origin: `http://${host()}` },
      { origin: 'http://localhost:5173', 'x-forwarded-host': 'localhost:5173' },
      {},
    ];
    for (const headers of cases) {
      const text = await company(headers);
      expect(text).toMatch(/"\/sandbox\/images\//);
      expect(text).not.toMatch(/https?:\/\/[^"]*\/sandbox\/images\//);
    }
  });
});
