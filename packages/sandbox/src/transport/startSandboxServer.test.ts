import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
});
