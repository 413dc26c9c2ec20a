import {
  createStoreClient,
  defaultOperations,
  type FreightOption,
  type OperationName,
  StoreApiError,
  type StoreClient,
} from '@vitrine/core';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxFixtures as F } from '../data/sandboxFixtures';
import { createSandboxStore } from '../store/createSandboxStore';
import { operationHandlers } from '../store/operationHandlers';
import { sandboxHandlers } from '../transport/sandboxHandlers';

const NOW = new Date('2025-05-01T12:00:00Z');
const store = createSandboxStore({ now: () => NOW });
const server = setupServer(...sandboxHandlers(store));
const client = createStoreClient({ baseUrl: 'http://sandbox.test', timeoutMs: 2000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => store.reset());
afterEach(() => store.faults.clear());

/** The error a call rejects with (fails the test when it resolves). */
async function failure(call: Promise<unknown>): Promise<StoreApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreApiError);
  return error as StoreApiError;
}

/** Asserts an HTTP failure with the server's pt-BR text. */
async function rejects(call: Promise<unknown>, status: number, message: string | RegExp): Promise<void> {
  const error = await failure(call);
  expect(error.kind).toBe('http');
  expect(error.status).toBe(status);
  expect(error.message).toMatch(message);
}

/** A named fault on the operation surfaces as an http error with the injected text. */
async function faulted(operation: OperationName, call: () => Promise<unknown>): Promise<void> {
  store.faults.inject({ operation, status: 503, message: 'Serviço indisponível (sandbox).', times: 1 });
  await rejects(call(), 503, 'Serviço indisponível (sandbox).');
}

const login = () =>
  client.customer.login({ username: F.customer.email, password: F.customer.password, tokenRecaptcha: '' });
const addSimple = (quantity = 1) =>
  client.cart.add({ idProduct: F.simple.idProduct, idSku: null, quantity, isRecurrent: false });
const freightFor = async (cep: string): Promise<FreightOption> => {
  const options = await client.cart.freights({ cep });
  return options[0] as FreightOption;
};

type Case = { happy: () => Promise<void>; failure: () => Promise<void> };
const noInputFault = (operation: OperationName, happy: () => Promise<void>): Case => ({
  happy,
  failure: () => faulted(operation, () => callByName(client, operation)),
});

/** Calls an operation without input through the client's area/method. */
function callByName(c: StoreClient, operation: OperationName): Promise<unknown> {
  const [area, method] = operation.split('.') as [keyof StoreClient, string];
  const fn = (c[area] as unknown as Record<string, () => Promise<unknown>>)[method];
  return (fn as () => Promise<unknown>)();
}

const cases: Record<OperationName, Case> = {
  'catalogue.brands': {
    happy: async () => {
      const all = await client.catalogue.brands();
      const featured = await client.catalogue.brands({ onlyFeatured: true });
      expect(all.length).toBeGreaterThan(featured.length);
      expect(featured.length).toBeGreaterThan(0);
    },
    failure: () => faulted('catalogue.brands', () => client.catalogue.brands()),
  },
  'catalogue.categories': noInputFault('catalogue.categories', async () => {
    const tree = await client.catalogue.categories();
    expect(tree[0]?.childMenu?.[0]?.childMenu?.[0]?.level).toBe('010101');
  }),
  'catalogue.productsByBrand': {
    happy: async () => {
      const page = await client.catalogue.productsByBrand({ textLink: 'sonora/m', page: 1, pageSize: 3 });
      expect(page.products).toHaveLength(3);
      expect(page.settings.totalItemCount).toBeGreaterThan(3);
      expect(page.products.every((p) => p.brand?.name === 'Sonora Áudio')).toBe(true);
    },
    failure: () =>
      rejects(
        client.catalogue.productsByBrand({ textLink: 'marca-inexistente/m' }),
        404,
        'Marca não encontrada.',
      ),
  },
  'catalogue.productsByGroup': {
    happy: async () => {
      const page = await client.catalogue.productsByGroup({ textLink: 'outlet/g', page: 1 });
      expect(page.products.length).toBeGreaterThan(0);
      expect(page.products.every((p) => (p.pricePromotion ?? 0) < (p.price ?? 0))).toBe(true);
    },
    failure: () =>
      rejects(
        client.catalogue.productsByGroup({ textLink: 'grupo-inexistente/g' }),
        404,
        'Grupo não encontrado.',
      ),
  },
  'catalogue.productsByCategory': {
    happy: async () => {
      const page = await client.catalogue.productsByCategory({
        textLink: F.category.level3,
        sortBy: 'P',
        page: 1,
      });
      const prices = page.products.map((p) =>
        Math.min(p.price ?? 0, p.pricePromotion || Number.POSITIVE_INFINITY),
      );
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(page.filters.some((f) => f.key === 'idVariation' && f.name === 'Cor')).toBe(true);
    },
    failure: () =>
      rejects(
        client.catalogue.productsByCategory({ textLink: 'nao-existe/c' }),
        404,
        'Categoria não encontrada.',
      ),
  },
  'catalogue.brandFilters': {
    happy: async () => {
      const filters = await client.catalogue.brandFilters({ textLink: 'aurora' });
      expect(filters.find((f) => f.key === 'idBrand')?.options).toHaveLength(1);
    },
    failure: () => rejects(client.catalogue.brandFilters({ textLink: 'x' }), 404, 'Marca não encontrada.'),
  },
  'catalogue.groupFilters': {
    happy: async () => {
      const filters = await client.catalogue.groupFilters({ textLink: 'dia-das-maes' });
      expect(filters.find((f) => f.key === 'price')?.minPrice).toBeGreaterThan(0);
    },
    failure: () => rejects(client.catalogue.groupFilters({ textLink: 'x' }), 404, 'Grupo não encontrado.'),
  },
  'catalogue.categoryFilters': {
    happy: async () => {
      const filters = await client.catalogue.categoryFilters({ textLink: F.category.level1 });
      const categories = filters.find((f) => f.key === 'idCategories');
      expect(categories?.options.map((o) => o.name)).toContain('Vestidos');
    },
    failure: () => rejects(client.catalogue.categoryFilters({}), 400, /Informe a categoria/),
  },
  'catalogue.searchFilters': {
    happy: async () => {
      const filters = await client.catalogue.searchFilters({ word: 'camiseta' });
      expect(filters.find((f) => f.key === 'idBrand')?.options.map((o) => o.name)).toContain('Urbano Jeans');
    },
    failure: () =>
      rejects(
        client.catalogue.searchFilters({ word: 'ab' }),
        400,
        'Digite ao menos 03 caracteres para realizar sua pesquisa.',
      ),
  },
  'catalogue.relatedProducts': {
    happy: async () => {
      const related = await client.catalogue.relatedProducts({
        idProduct: F.productWithVariations.idProduct,
      });
      expect(related.length).toBeGreaterThan(0);
      expect(related.map((p) => p.idProduct)).not.toContain(F.productWithVariations.idProduct);
    },
    failure: () =>
      rejects(client.catalogue.relatedProducts({ idProduct: 1 }), 404, 'Produto 1 não encontrado.'),
  },
  'catalogue.alsoPurchased': {
    happy: async () => {
      expect((await client.catalogue.alsoPurchased({ idProduct: F.kit.idProduct })).length).toBeGreaterThan(
        0,
      );
    },
    failure: () =>
      rejects(client.catalogue.alsoPurchased({ idProduct: 2 }), 404, 'Produto 2 não encontrado.'),
  },
  'catalogue.search': {
    happy: async () => {
      const found = await client.catalogue.search({ word: 'tenis', qtdRegister: 5 });
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((p) => p.name.startsWith('Tênis'))).toBe(true);
    },
    failure: () => rejects(client.catalogue.search({ word: 'te' }), 400, /ao menos 03 caracteres/),
  },
  'catalogue.searchWithFilters': {
    happy: async () => {
      const page = await client.catalogue.searchWithFilters({
        word: 'vestido',
        idBrand: 1,
        page: 1,
        pageSize: 2,
      });
      expect(page.products).toHaveLength(2);
      expect(page.settings.pageCount).toBeGreaterThan(1);
    },
    failure: () => rejects(client.catalogue.searchWithFilters({ word: 'v' }), 400, /ao menos 03 caracteres/),
  },
  'catalogue.showcase': {
    happy: async () => {
      expect(await client.catalogue.showcase({ quantity: 12 })).toHaveLength(12);
    },
    failure: () => faulted('catalogue.showcase', () => client.catalogue.showcase()),
  },
  'catalogue.groupShowcase': {
    happy: async () => {
      const groups = await client.catalogue.groupShowcase({ quantity: 4 });
      expect(groups[0]?.productShowCases).toHaveLength(4);
    },
    failure: () => faulted('catalogue.groupShowcase', () => client.catalogue.groupShowcase()),
  },
  'catalogue.groups': noInputFault('catalogue.groups', async () => {
    expect((await client.catalogue.groups()).map((g) => g.name)).toEqual([
      'Dia das Mães',
      'Lançamentos',
      'Outlet',
    ]);
  }),
  'catalogue.mostSold': {
    happy: async () => {
      expect(await client.catalogue.mostSold()).toHaveLength(12);
    },
    failure: () => faulted('catalogue.mostSold', () => client.catalogue.mostSold()),
  },
  'catalogue.newcomers': {
    happy: async () => {
      expect(await client.catalogue.newcomers({ pageSize: 12 })).toHaveLength(12);
    },
    failure: () => faulted('catalogue.newcomers', () => client.catalogue.newcomers()),
  },
  'catalogue.productDetail': {
    happy: async () => {
      const product = await client.catalogue.productDetail({
        urlFriendly: F.productWithVariations.urlFriendly,
      });
      expect(product.name).toBe(F.productWithVariations.name);
      expect(product.skUs?.length).toBe(11);
    },
    failure: () =>
      rejects(client.catalogue.productDetail({ urlFriendly: 'nao-existe' }), 404, 'Produto não encontrado.'),
  },
  'catalogue.productImages': {
    happy: async () => {
      const images = await client.catalogue.productImages({ idProduct: F.productWithVariations.idProduct });
      expect(images).toHaveLength(3);
    },
    failure: () =>
      rejects(client.catalogue.productImages({ idProduct: 3 }), 404, 'Produto 3 não encontrado.'),
  },
  'catalogue.lightningOffers': noInputFault('catalogue.lightningOffers', async () => {
    const offers = await client.catalogue.lightningOffers();
    expect(offers.length).toBeGreaterThan(3);
    expect(offers.every((p) => p.offerStatus === 1)).toBe(true);
  }),
  'catalogue.banners': {
    happy: async () => {
      const banners = await client.catalogue.banners({ type: 'F' });
      expect(banners.some((b) => b.random === 1)).toBe(true);
      expect(banners.some((b) => b.random === 0)).toBe(true);
    },
    failure: () =>
      rejects(
        client.catalogue.banners({ type: 'X' as 'F' }),
        400,
        'Tipo de banner inválido. Use F, C, L ou R.',
      ),
  },
  'catalogue.categoryBanners': {
    happy: async () => {
      const banners = await client.catalogue.categoryBanners({ type: 'F', path: F.category.level3 });
      expect(banners.map((b) => b.name)).toEqual(['Vestidos da Estação']);
    },
    failure: () =>
      faulted('catalogue.categoryBanners', () => client.catalogue.categoryBanners({ type: 'F', path: 'x' })),
  },
  'catalogue.groupBanners': {
    happy: async () => {
      const banners = await client.catalogue.groupBanners({ type: 'F', path: 'dia-das-maes' });
      expect(banners.map((b) => b.name)).toEqual(['Dia das Mães']);
    },
    failure: () =>
      rejects(client.catalogue.groupBanners({ type: 'Z' as 'F', path: 'x' }), 400, /Tipo de banner inválido/),
  },
  'catalogue.brandBanners': {
    happy: async () => {
      const banners = await client.catalogue.brandBanners({ type: 'F', path: 'sonora' });
      expect(banners.map((b) => b.name)).toEqual(['Sonora Áudio']);
    },
    failure: () =>
      faulted('catalogue.brandBanners', () => client.catalogue.brandBanners({ type: 'F', path: 'sonora' })),
  },
  'catalogue.takeXPayY': {
    happy: async () => {
      const campaign = await client.catalogue.takeXPayY({ idProduct: F.takeXPayY.idProduct });
      expect(campaign?.buyXGetYRoles[0]).toMatchObject({ quantityToBuy: 3, quantityFree: 1 });
      expect(await client.catalogue.takeXPayY({ idProduct: F.simple.idProduct })).toBeNull();
    },
    failure: () => rejects(client.catalogue.takeXPayY({ idProduct: 4 }), 404, 'Produto 4 não encontrado.'),
  },
  'catalogue.paymentGateways': noInputFault('catalogue.paymentGateways', async () => {
    const ids = (await client.catalogue.paymentGateways()).map((g) => g.idPaymentGateway);
    expect(ids).toEqual(expect.arrayContaining([17, 20]));
  }),
  'catalogue.sendBudget': {
    happy: async () => {
      const sent = await client.catalogue.sendBudget({
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '(11) 98888-7777',
        message: 'Preciso de 3 unidades.',
        products: [{ idProduct: F.priceOnRequest.idProduct, idProductGrid: null }],
      });
      expect(sent).toBe(true);
      expect(store.inspect.submissions('budget')).toHaveLength(1);
    },
    failure: () =>
      rejects(
        client.catalogue.sendBudget({
          name: 'Ana',
          email: 'ana@example.com',
          phone: '11988887777',
          message: 'Oi',
          products: [],
        }),
        400,
        'Informe ao menos um produto para o orçamento.',
      ),
  },
  'catalogue.alertMe': {
    happy: async () => {
      const payload = {
        name: 'Ana',
        email: 'ana@example.com',
        phone: '11988887777',
        idProduct: F.productWithVariations.idProduct,
        idSku: F.productWithVariations.outOfStockSku,
        nameProduct: F.productWithVariations.name,
      };
      expect(await client.catalogue.alertMe(payload)).toBe(true);
    },
    failure: async () => {
      const payload = {
        name: 'Ana',
        email: 'ana@example.com',
        phone: '11988887777',
        idProduct: F.exhausted.idProduct,
        idSku: null,
        nameProduct: F.exhausted.name,
      };
      await client.catalogue.alertMe(payload);
      await rejects(client.catalogue.alertMe(payload), 409, /\[Err 045\]/);
    },
  },
  'ratings.send': {
    happy: async () => {
      const before = await client.ratings.list({ idProduct: F.simple.idProduct });
      const sent = await client.ratings.send({
        idProductRating: 0,
        title: 'Ótima',
        comment: 'Cozinha em metade do tempo.',
        name: 'Carla Dias',
        email: 'carla@example.com',
        addressCity: 'Campinas',
        addressState: 'SP',
        rate: 5,
        leavePublicEmail: false,
        idProduct: F.simple.idProduct,
        dateRegister: NOW.toISOString(),
        tokenRecaptcha: 'token',
      });
      expect(sent).toBe(true);
      const after = await client.ratings.list({ idProduct: F.simple.idProduct });
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({ name: 'Carla Dias', email: '' });
    },
    failure: () =>
      rejects(
        client.ratings.send({
          idProductRating: 0,
          title: 'x',
          comment: 'y',
          name: 'Carla Dias',
          email: 'carla@example.com',
          addressCity: 'Campinas',
          addressState: 'SP',
          rate: 7,
          leavePublicEmail: false,
          idProduct: F.simple.idProduct,
          dateRegister: NOW.toISOString(),
          tokenRecaptcha: '',
        }),
        400,
        'A nota deve estar entre 1 e 5.',
      ),
  },
  'ratings.list': {
    happy: async () => {
      const ratings = await client.ratings.list({ idProduct: F.rated.idProduct });
      expect(ratings.some((r) => r.leavePublicEmail && r.email)).toBe(true);
      expect(ratings.filter((r) => !r.leavePublicEmail).every((r) => !r.email)).toBe(true);
    },
    failure: () => rejects(client.ratings.list({ idProduct: 5 }), 404, 'Produto 5 não encontrado.'),
  },
  'content.company': noInputFault('content.company', async () => {
    expect((await client.content.company()).nameStore).toBe('Loja Vitrine');
  }),
  'content.institutionalPages': noInputFault('content.institutionalPages', async () => {
    const pages = await client.content.institutionalPages();
    const page = pages.find((p) => p.name === 'institucional');
    expect(page?.customPagesContent?.some((c) => c.name === 'política de privacidade')).toBe(true);
  }),
  'content.reputationSeal': noInputFault('content.reputationSeal', async () => {
    expect((await client.content.reputationSeal())?.idEBit).toBe('98765');
  }),
  'content.faq': noInputFault('content.faq', async () => {
    expect((await client.content.faq()).length).toBeGreaterThan(3);
  }),
  'content.antiBotCredentials': noInputFault('content.antiBotCredentials', async () => {
    expect((await client.content.antiBotCredentials()).tipo).toBe('Evaluation,Contact');
  }),
  'content.seals': noInputFault('content.seals', async () => {
    expect((await client.content.seals()).length).toBe(3);
  }),
  'content.deliveryTracking': noInputFault('content.deliveryTracking', async () => {
    expect((await client.content.deliveryTracking())?.token).toBe('sandbox-tracking-token');
  }),
  'content.validSession': noInputFault('content.validSession', async () => {
    expect(await client.content.validSession()).toBe(true);
  }),
  'content.eventList': noInputFault('content.eventList', async () => {
    expect((await client.content.eventList()).map((e) => e.idType)).toEqual([1, 2, 3]);
  }),
  'content.socialNetworks': noInputFault('content.socialNetworks', async () => {
    expect((await client.content.socialNetworks()).find((s) => s.position === 'ESQUERDA')?.identifier).toBe(
      'whatsapp',
    );
  }),
  'content.companySocialMedia': noInputFault('content.companySocialMedia', async () => {
    expect((await client.content.companySocialMedia()).map((s) => s.identifier)).toContain('instagram');
  }),
  'newsletter.categories': noInputFault('newsletter.categories', async () => {
    expect(await client.newsletter.categories()).toHaveLength(2);
  }),
  'newsletter.register': {
    happy: async () => {
      const categories = await client.newsletter.categories();
      const ok = await client.newsletter.register({
        idEmailInfo: 0,
        name: 'Ana Souza',
        email: 'ana@example.com',
        emailInfoCategory: categories,
        gender: 'M',
      });
      expect(ok).toBe(true);
      expect(store.inspect.submissions('newsletter')[0]?.payload.email).toBe('ana@example.com');
    },
    failure: async () => {
      const payload = {
        idEmailInfo: 0,
        name: 'Ana Souza',
        email: 'ana@example.com',
        emailInfoCategory: [],
        gender: 'M',
      };
      await client.newsletter.register(payload);
      await rejects(
        client.newsletter.register(payload),
        409,
        'Este e-mail já está cadastrado na newsletter.',
      );
    },
  },
  'newsletter.get': noInputFault('newsletter.get', async () => {
    expect(await client.newsletter.get()).toBeNull();
    await login();
    expect((await client.newsletter.get())?.email).toBe(F.customer.email);
  }),
  'newsletter.popup': noInputFault('newsletter.popup', async () => {
    expect((await client.newsletter.popup())?.status).toBe(true);
  }),
  'contact.topics': noInputFault('contact.topics', async () => {
    expect((await client.contact.topics()).length).toBe(4);
  }),
  'contact.send': {
    happy: async () => {
      const [topic] = await client.contact.topics();
      const ok = await client.contact.send({
        name: 'Ana Souza',
        email: 'ana@example.com',
        city: 'Santos',
        state: 'SP',
        phone: '(13) 99999-0000',
        subject: 'Pedido',
        message: 'Onde está meu pedido?',
        contactTopic: topic as { idContactTopic: number; description: string },
        tokenRecaptcha: 'token',
      });
      expect(ok).toBe(true);
      expect(store.inspect.submissions('contact')).toHaveLength(1);
    },
    failure: () =>
      rejects(
        client.contact.send({
          name: 'Ana Souza',
          email: 'ana@example.com',
          city: 'Santos',
          state: 'XX',
          phone: '(13) 99999-0000',
          subject: 'Pedido',
          message: 'Onde está?',
          contactTopic: { idContactTopic: 1, description: 'Dúvidas sobre produtos' },
          tokenRecaptcha: '',
        }),
        400,
        'Selecione o Estado.',
      ),
  },
  'site.redirect301': {
    happy: async () => {
      expect(await client.site.redirect301({ urlAntiga: '/promocoes' })).toBe('/outlet/g');
      expect(await client.site.redirect301({ urlAntiga: '/nada' })).toBeNull();
    },
    failure: () => rejects(client.site.redirect301({ urlAntiga: '' }), 400, 'Informe o campo urlAntiga.'),
  },
  'site.maintenanceStatus': noInputFault('site.maintenanceStatus', async () => {
    expect(await client.site.maintenanceStatus()).toBe(false);
  }),
  'antiBot.verify': {
    happy: async () => {
      expect(await client.antiBot.verify({ response: 'token-humano' })).toBe(true);
      expect(await client.antiBot.verify({ response: 'bot' })).toBe(false);
    },
    failure: () => rejects(client.antiBot.verify({ response: '' }), 400, 'Informe o campo response.'),
  },
  'privacy.verify': noInputFault('privacy.verify', async () => {
    expect((await client.privacy.verify()).exist).toBe(false);
    await client.privacy.create();
    expect((await client.privacy.verify()).exist).toBe(true);
  }),
  'privacy.create': noInputFault('privacy.create', async () => {
    expect(await client.privacy.create()).toBe(true);
    expect(store.inspect.submissions('privacy')).toHaveLength(1);
  }),
  'privacy.customerAccept': {
    happy: async () => {
      await login();
      expect(await client.privacy.customerAccept()).toBe(true);
    },
    failure: () => rejects(client.privacy.customerAccept(), 401, 'Faça login para continuar.'),
  },
  'customer.login': {
    happy: async () => {
      const customer = await login();
      expect(customer).toMatchObject({
        idCustomer: 501,
        authenticated: true,
        hasPassword: true,
        name: 'Maria Silva',
      });
    },
    failure: () =>
      rejects(
        client.customer.login({ username: F.customer.email, password: 'errada', tokenRecaptcha: '' }),
        401,
        'Usuário ou senha inválidos.',
      ),
  },
  'customer.logout': noInputFault('customer.logout', async () => {
    await login();
    expect(await client.customer.logout()).toBe(true);
    expect(await client.customer.verifyLogin()).toBeNull();
  }),
  'customer.verifyLogin': noInputFault('customer.verifyLogin', async () => {
    expect(await client.customer.verifyLogin()).toBeNull();
    await login();
    expect((await client.customer.verifyLogin())?.authenticated).toBe(true);
  }),
  'customer.getClient': {
    happy: async () => {
      await login();
      expect((await client.customer.getClient()).email).toBe(F.customer.email);
    },
    failure: () => rejects(client.customer.getClient(), 401, 'Faça login para continuar.'),
  },
  'customer.getCustomerId': noInputFault('customer.getCustomerId', async () => {
    expect(await client.customer.getCustomerId()).toBeNull();
    await login();
    expect(await client.customer.getCustomerId()).toBe(501);
  }),
  'customer.register': {
    happy: async () => {
      const customer = await client.customer.register({
        name: 'João Pereira',
        email: 'joao@example.com',
        password: 'segredo1',
        passwordConfirm: 'segredo1',
        cpfCnpj: '11144477735',
        phone: '11999990000',
        birthDate: '1990-02-01',
        tokenRecaptcha: '',
      });
      expect(customer).toMatchObject({ authenticated: true, email: 'joao@example.com' });
      expect((await client.customer.verifyLogin())?.name).toBe('João Pereira');
    },
    failure: () =>
      rejects(
        client.customer.register({
          name: 'Maria Outra',
          email: F.customer.email,
          password: 'segredo1',
          passwordConfirm: 'segredo1',
          cpfCnpj: '11144477735',
          phone: '11999990000',
          tokenRecaptcha: '',
        }),
        409,
        'Já existe um cadastro com este e-mail.',
      ),
  },
  'customer.changePassword': {
    happy: async () => {
      await login();
      const payload = {
        userName: F.customer.email,
        passwordOld: F.customer.password,
        password: 'nova123',
        passwordConfirm: 'nova123',
        token: '',
        location: 'customer',
      };
      expect(await client.customer.changePassword(payload)).toBe(true);
      await client.customer.logout();
      await rejects(login(), 401, 'Usuário ou senha inválidos.');
    },
    failure: async () => {
      await login();
      await rejects(
        client.customer.changePassword({
          userName: F.customer.email,
          passwordOld: 'errada',
          password: 'nova123',
          passwordConfirm: 'nova123',
          token: '',
          location: 'customer',
        }),
        422,
        'Senha atual incorreta.',
      );
    },
  },
  'customer.identification': {
    happy: async () => {
      const reply = await client.customer.identification({
        email: F.customer.email,
        origem: 1,
        tokenRecaptcha: '',
      });
      expect(reply).toMatchObject({ exist: true, hasPassword: true });
    },
    failure: () =>
      rejects(
        client.customer.identification({ email: 'sem-arroba', origem: 1, tokenRecaptcha: '' }),
        400,
        'E-mail inválido.',
      ),
  },
  'customer.saveAddress': {
    happy: async () => {
      await login();
      const address = await client.customer.saveAddress({
        name: 'Maria Silva',
        cep: '30130-010',
        street: 'Avenida Afonso Pena',
        number: '10',
        neighborhood: 'Centro',
        city: 'Belo Horizonte',
        state: 'MG',
        defaultDelivery: true,
      });
      expect(address).toMatchObject({ cep: '30130010', defaultDelivery: true });
      const all = await client.customer.addresses();
      expect(all.filter((a) => a.defaultDelivery)).toHaveLength(1);
    },
    failure: () =>
      rejects(
        client.customer.saveAddress({
          cep: '30130-010',
          street: 'A',
          number: '1',
          neighborhood: 'B',
          city: 'Belo Horizonte',
          state: 'MG',
        }),
        401,
        'Faça login para continuar.',
      ),
  },
  'customer.addresses': {
    happy: async () => {
      await login();
      expect(await client.customer.addresses()).toHaveLength(2);
    },
    failure: () => rejects(client.customer.addresses(), 401, 'Faça login para continuar.'),
  },
  'customer.setAddressFlag': {
    happy: async () => {
      await login();
      expect(await client.customer.setAddressFlag({ idAddress: 2, defaultDelivery: true })).toBe(true);
      const all = await client.customer.addresses();
      expect(all.find((a) => a.defaultDelivery)?.idAddress).toBe(2);
      expect(all.find((a) => a.billing)?.idAddress).toBe(1);
    },
    failure: async () => {
      await login();
      await rejects(
        client.customer.setAddressFlag({ idAddress: 99, billing: true }),
        404,
        'Endereço não encontrado.',
      );
    },
  },
  'customer.deleteAddress': {
    happy: async () => {
      await login();
      expect(await client.customer.deleteAddress({ idAddress: 1 })).toBe(true);
      const all = await client.customer.addresses();
      expect(all.map((a) => [a.idAddress, a.defaultDelivery])).toEqual([[2, true]]);
    },
    failure: async () => {
      await login();
      await rejects(client.customer.deleteAddress({ idAddress: 42 }), 404, 'Endereço não encontrado.');
    },
  },
  'customer.changeEmail': {
    happy: async () => {
      await login();
      expect(
        await client.customer.changeEmail({ email: 'maria.nova@example.com', password: F.customer.password }),
      ).toBe(true);
      expect((await client.customer.verifyLogin())?.email).toBe('maria.nova@example.com');
    },
    failure: async () => {
      await login();
      await rejects(
        client.customer.changeEmail({ email: 'x@example.com', password: 'errada' }),
        422,
        'Senha incorreta.',
      );
    },
  },
  'customer.recoverEmail': {
    happy: async () => {
      expect(
        await client.customer.recoverEmail({ password: F.customer.password, cpfCnpj: F.customer.cpfCnpj }),
      ).toBe('ma***@example.com');
    },
    failure: () =>
      rejects(
        client.customer.recoverEmail({ password: 'x', cpfCnpj: F.customer.cpfCnpj }),
        404,
        'Nenhum cadastro encontrado para os dados informados.',
      ),
  },
  'customer.sendRecoverEmail': {
    happy: async () => {
      expect(await client.customer.sendRecoverEmail({ email: F.customer.email, tokenRecaptcha: '' })).toBe(
        true,
      );
    },
    failure: () =>
      rejects(
        client.customer.sendRecoverEmail({ email: 'ninguem@example.com', tokenRecaptcha: '' }),
        404,
        'E-mail não cadastrado.',
      ),
  },
  'customer.changeInfo': {
    happy: async () => {
      await login();
      expect(
        await client.customer.changeInfo({ name: 'Maria S. Silva', phone: { phone1: '(11) 91234-5678' } }),
      ).toBe(true);
      expect((await client.customer.verifyLogin())?.phone?.phone1).toBe('(11) 91234-5678');
    },
    failure: () => rejects(client.customer.changeInfo({ name: 'Maria' }), 401, 'Faça login para continuar.'),
  },
  'customer.verifyAccessKeyEmail': {
    happy: async () => {
      await client.customer.sendRecoverEmail({ email: F.customer.email, tokenRecaptcha: '' });
      const token = String(store.inspect.submissions('recoverEmail')[0]?.payload.token);
      expect(await client.customer.verifyAccessKeyEmail({ key: token })).toBe(true);
    },
    failure: () =>
      rejects(
        client.customer.verifyAccessKeyEmail({ key: 'chave-falsa' }),
        422,
        'Chave de acesso inválida ou expirada.',
      ),
  },
  'customer.verifyRegistration': {
    happy: async () => {
      expect(await client.customer.verifyRegistration({ email: F.customer.email })).toBe(true);
      expect(await client.customer.verifyRegistration({ cpfCnpj: '11144477735' })).toBe(false);
    },
    failure: () => rejects(client.customer.verifyRegistration({}), 400, 'Informe o e-mail ou o CPF/CNPJ.'),
  },
  'customer.verifySession': noInputFault('customer.verifySession', async () => {
    expect(await client.customer.verifySession()).toBe(false);
    await login();
    expect(await client.customer.verifySession()).toBe(true);
  }),
  'customer.socialLogin': {
    happy: async () => {
      const customer = await client.customer.socialLogin({
        appId: '123',
        appName: 'facebook',
        nameCustomer: 'Rita Lopes',
        emailCustomer: 'rita@example.com',
      });
      expect(customer).toMatchObject({ authenticated: true, hasPassword: false, name: 'Rita Lopes' });
    },
    failure: () =>
      rejects(
        client.customer.socialLogin({
          appId: '1',
          appName: 'google',
          nameCustomer: 'Rita',
          emailCustomer: 'rita',
        }),
        400,
        'E-mail inválido.',
      ),
  },
  'customer.orders': {
    happy: async () => {
      await login();
      expect((await client.customer.orders())[0]?.status).toBe('Entregue');
    },
    failure: () => rejects(client.customer.orders(), 401, 'Faça login para continuar.'),
  },
  'customer.wishlist': {
    happy: async () => {
      await login();
      expect((await client.customer.wishlist()).map((p) => p.idProduct)).toEqual([
        F.lightningOffer.idProduct,
      ]);
    },
    failure: () => rejects(client.customer.wishlist(), 401, 'Faça login para continuar.'),
  },
  'customer.addToWishlist': {
    happy: async () => {
      await login();
      expect(await client.customer.addToWishlist({ idProduct: F.kit.idProduct })).toBe(true);
      expect(await client.customer.wishlist()).toHaveLength(2);
    },
    failure: async () => {
      await login();
      await rejects(client.customer.addToWishlist({ idProduct: 6 }), 404, 'Produto 6 não encontrado.');
    },
  },
  'customer.removeFromWishlist': {
    happy: async () => {
      await login();
      expect(await client.customer.removeFromWishlist({ idProduct: F.lightningOffer.idProduct })).toBe(true);
      expect(await client.customer.wishlist()).toHaveLength(0);
    },
    failure: async () => {
      await login();
      await rejects(
        client.customer.removeFromWishlist({ idProduct: F.kit.idProduct }),
        404,
        'Produto não está na lista de desejos.',
      );
    },
  },
  'customer.postalCodeLookup': {
    happy: async () => {
      expect(await client.customer.postalCodeLookup({ cep: F.cep.saoPaulo })).toMatchObject({
        street: 'Avenida Paulista',
        city: 'São Paulo',
        state: 'SP',
      });
    },
    failure: () =>
      rejects(client.customer.postalCodeLookup({ cep: F.cep.unknown }), 404, 'CEP não encontrado.'),
  },
  'customer.giftBalance': {
    happy: async () => {
      await login();
      expect(await client.customer.giftBalance()).toBe(150);
    },
    failure: () => rejects(client.customer.giftBalance(), 401, 'Faça login para continuar.'),
  },
  'customer.giftCards': {
    happy: async () => {
      await login();
      expect((await client.customer.giftCards())[0]?.code).toBe(F.giftCard);
    },
    failure: () => rejects(client.customer.giftCards(), 401, 'Faça login para continuar.'),
  },
  'cart.get': noInputFault('cart.get', async () => {
    await addSimple(2);
    const cart = await client.cart.get();
    expect(cart.items).toHaveLength(1);
    expect(cart.items?.[0]?.quantity).toBe(2);
  }),
  'cart.count': noInputFault('cart.count', async () => {
    await addSimple(3);
    expect(await client.cart.count()).toEqual({ kind: 'count', count: 3 });
    store.expireCart();
    expect(await client.cart.count()).toEqual({ kind: 'expired', removedProducts: [F.simple.name] });
    expect(await client.cart.count()).toEqual({ kind: 'count', count: 0 });
  }),
  'cart.add': {
    happy: async () => {
      expect(await addSimple()).toBe(true);
      expect(await addSimple(2)).toBe(true);
      expect(store.inspect.cartLines()).toMatchObject([{ idProduct: F.simple.idProduct, quantity: 3 }]);
    },
    failure: async () => {
      await rejects(
        client.cart.add({ idProduct: F.productWithVariations.idProduct, idSku: null, quantity: 1 }),
        422,
        'Selecione as variações do produto para compra-lo.',
      );
      expect(store.inspect.cartLines()).toEqual([]);
    },
  },
  'cart.addMassive': {
    happy: async () => {
      const ok = await client.cart.addMassive([
        { idProduct: F.simple.idProduct, idSku: null, quantity: 1 },
        {
          idProduct: F.productWithVariations.idProduct,
          idSku: F.productWithVariations.inStockSku,
          quantity: 2,
        },
      ]);
      expect(ok).toBe(true);
      expect(store.inspect.cartLines()).toHaveLength(2);
    },
    failure: async () => {
      await rejects(
        client.cart.addMassive([
          { idProduct: F.simple.idProduct, idSku: null, quantity: 1 },
          {
            idProduct: F.productWithVariations.idProduct,
            idSku: F.productWithVariations.outOfStockSku,
            quantity: 1,
          },
        ]),
        422,
        `O produto ${F.productWithVariations.name} está esgotado.`,
      );
      expect(store.inspect.cartLines()).toEqual([]);
    },
  },
  'cart.changeQuantity': {
    happy: async () => {
      await addSimple();
      const [line] = store.inspect.cartLines();
      const cart = await client.cart.changeQuantity({ idCartItem: line?.idCartItem ?? 0, quantity: 4 });
      expect(cart.items?.[0]?.quantity).toBe(4);
    },
    failure: async () => {
      await addSimple();
      const [line] = store.inspect.cartLines();
      await rejects(
        client.cart.changeQuantity({ idCartItem: line?.idCartItem ?? 0, quantity: 10_000 }),
        400,
        'Por favor, digite um valor entre 1 e 9999',
      );
      expect(store.inspect.cartLines()[0]?.quantity).toBe(1);
    },
  },
  'cart.deleteItem': {
    happy: async () => {
      await addSimple();
      const [line] = store.inspect.cartLines();
      expect((await client.cart.deleteItem({ id: line?.idCartItem ?? 0 })).items).toEqual([]);
    },
    failure: () => rejects(client.cart.deleteItem({ id: 123 }), 404, 'Item não encontrado no carrinho.'),
  },
  'cart.clean': noInputFault('cart.clean', async () => {
    await addSimple();
    expect((await client.cart.clean()).items).toEqual([]);
  }),
  'cart.freights': {
    happy: async () => {
      await addSimple();
      const options = await client.cart.freights({ cep: F.cep.saoPaulo });
      const names = options.map((o) => o.shippingMode.name);
      expect(names).toEqual(expect.arrayContaining(['PAC', 'SEDEX', 'Entrega Agendada', 'Retirar na Loja']));
      expect(
        options.find((o) => o.shippingMode.name === 'Retirar na Loja')?.shippingMode.deliveryTime,
      ).toBeNull();
      expect(
        options.find((o) => o.shippingMode.name === 'Entrega Agendada')?.shippingMode.ScheduledDelivery,
      ).toBe(true);
    },
    failure: async () => {
      await addSimple();
      await rejects(client.cart.freights({ cep: F.cep.unknown }), 404, 'CEP não encontrado.');
    },
  },
  'cart.checkoutFreights': {
    happy: async () => {
      await addSimple();
      const options = await client.cart.checkoutFreights({ cep: F.cep.manaus });
      // Above the free-freight threshold, and no pick-up or scheduled delivery outside São Paulo.
      expect(options.map((o) => o.shippingMode.name)).toEqual([
        'Frete Grátis',
        'PAC',
        'SEDEX',
        'Transportadora Vitrine',
      ]);
    },
    failure: () =>
      rejects(client.cart.checkoutFreights({ cep: F.cep.manaus }), 422, 'Seu carrinho está vazio.'),
  },
  'cart.productFreights': {
    happy: async () => {
      const options = await client.cart.productFreights({
        cep: F.cep.rioDeJaneiro,
        quantity: 1,
        idProduct: F.simple.idProduct,
        idSku: null,
      });
      expect(options.map((o) => o.shippingMode.name)).toContain('Frete Grátis');
    },
    failure: () =>
      rejects(
        client.cart.productFreights({
          cep: F.cep.rioDeJaneiro,
          quantity: 1,
          idProduct: F.priceOnRequest.idProduct,
          idSku: null,
        }),
        422,
        /não possui cálculo de frete/,
      ),
  },
  'cart.digitalFreight': {
    happy: async () => {
      await client.cart.add({ idProduct: F.digital.idProduct, idSku: null, quantity: 1 });
      expect((await client.cart.digitalFreight())[0]?.valueShipping).toBe(0);
    },
    failure: async () => {
      await addSimple();
      await rejects(
        client.cart.digitalFreight(),
        422,
        'O carrinho possui produtos físicos: calcule o frete pelo CEP.',
      );
    },
  },
  'cart.freeFreightTip': {
    happy: async () => {
      await client.cart.add({ idProduct: F.minimumQuantity.idProduct, idSku: null, quantity: 2 });
      const tip = await client.cart.freeFreightTip({ cep: F.cep.saoPaulo });
      expect(tip?.cartInformation).toContain('[Valor]');
      expect(tip?.remainingValue).toBeGreaterThan(0);
    },
    failure: () => rejects(client.cart.freeFreightTip({ cep: F.cep.invalid }), 400, /CEP inválido/),
  },
  'cart.cancelFreight': noInputFault('cart.cancelFreight', async () => {
    await addSimple();
    await client.preCheckout.saveShipping({
      shipping: await freightFor(F.cep.saoPaulo),
      cep: F.cep.saoPaulo,
    });
    expect((await client.cart.get()).totalShipping).toBe(0);
    expect((await client.cart.cancelFreight()).totalShipping).toBe(0);
  }),
  'cart.freeFreightCheck': noInputFault('cart.freeFreightCheck', async () => {
    await addSimple();
    expect(await client.cart.freeFreightCheck()).toBe(true);
    await client.cart.clean();
    await client.cart
      .add({ idProduct: F.takeXPayY.idProduct, idSku: null, quantity: 1 })
      .catch(() => undefined);
    expect(await client.cart.freeFreightCheck()).toBe(false);
  }),
  'cart.showcaseLimits': {
    happy: async () => {
      expect(
        await client.cart.showcaseLimits({ idProduct: F.simple.idProduct, idSku: null, quantity: 1 }),
      ).toBe(true);
    },
    failure: () =>
      rejects(
        client.cart.showcaseLimits({ idProduct: F.minimumQuantity.idProduct, idSku: null, quantity: 1 }),
        422,
        `A quantidade mínima permitida para o produto ${F.minimumQuantity.name} é 2 unidades.`,
      ),
  },
  'cart.cartLimits': {
    happy: async () => {
      await addSimple();
      expect(await client.cart.cartLimits()).toBe(true);
    },
    failure: async () => {
      await client.cart.add({ idProduct: F.minimumQuantity.idProduct, idSku: null, quantity: 1 });
      await rejects(
        client.cart.cartLimits(),
        422,
        /A quantidade mínima permitida|O valor mínimo para finalizar a compra/,
      );
    },
  },
  'cart.gateways': noInputFault('cart.gateways', async () => {
    const brands = (await client.cart.gateways()).flatMap(
      (g) => g.paymentMethods?.flatMap((m) => m.paymentBrands ?? []) ?? [],
    );
    expect(brands.map((b) => b.idPaymentBrand)).toEqual(expect.arrayContaining([320, 321, 322, 323]));
  }),
  'cart.installments': {
    happy: async () => {
      const gateways = await client.cart.installments({ value: 600 });
      const card = gateways.find((g) => g.idPaymentGateway === 17)?.paymentMethods?.[0]?.paymentBrands?.[0];
      const installments =
        (card as { installments?: { quantity: number; interestFree?: boolean }[] }).installments ?? [];
      expect(installments).toHaveLength(18);
      expect(installments.filter((i) => i.interestFree).map((i) => i.quantity)).toEqual([1, 2, 3, 4, 5, 6]);
    },
    failure: () =>
      rejects(client.cart.installments({ value: 0 }), 422, 'Nenhum parcelamento disponível para o produto'),
  },
  'cart.applyDiscount': {
    happy: async () => {
      await addSimple();
      const cart = await client.cart.applyDiscount({ key: 'BEMVINDO10' });
      expect(cart.totalDiscount).toBeCloseTo(32.99, 2);
    },
    failure: async () => {
      await addSimple();
      await rejects(
        client.cart.applyDiscount({ key: 'NAOEXISTE' }),
        422,
        'Cupom NAOEXISTE inválido ou expirado.',
      );
    },
  },
  'cart.removeDiscount': noInputFault('cart.removeDiscount', async () => {
    await addSimple();
    await client.cart.applyDiscount({ key: 'BEMVINDO10' });
    expect((await client.cart.removeDiscount()).totalDiscount).toBe(0);
  }),
  'cart.applyVoucher': {
    happy: async () => {
      await addSimple();
      expect((await client.cart.applyVoucher({ key: 'VALE50' })).totalDiscount).toBe(50);
    },
    failure: async () => {
      await addSimple();
      await rejects(client.cart.applyVoucher({ key: 'VALE999' }), 422, 'Vale-compra VALE999 inválido.');
    },
  },
  'cart.removeVoucher': noInputFault('cart.removeVoucher', async () => {
    await addSimple();
    await client.cart.applyVoucher({ key: 'VALE50' });
    expect((await client.cart.removeVoucher()).totalDiscount).toBe(0);
  }),
  'cart.suggestedValue': noInputFault('cart.suggestedValue', async () => {
    expect(await client.cart.suggestedValue()).toBeNull();
    await client.cart.add({ idProduct: F.minimumQuantity.idProduct, idSku: null, quantity: 1 });
    expect(await client.cart.suggestedValue()).toBeCloseTo(299 - 29.9, 2);
  }),
  'cart.takeXPayY': noInputFault('cart.takeXPayY', async () => {
    await client.cart
      .add({ idProduct: F.takeXPayY.idProduct, idSku: null, quantity: 1 })
      .catch(() => undefined);
    expect(await client.cart.takeXPayY()).toEqual(expect.any(Array));
  }),
  'cart.updateValue': noInputFault('cart.updateValue', async () => {
    await addSimple(2);
    expect((await client.cart.updateValue()).subTotal).toBeCloseTo(659.8, 2);
  }),
  'preCheckout.saveShipping': {
    happy: async () => {
      await client.cart.add({ idProduct: F.minimumQuantity.idProduct, idSku: null, quantity: 2 });
      const option = await freightFor(F.cep.saoPaulo);
      expect(await client.preCheckout.saveShipping({ shipping: option, cep: F.cep.saoPaulo })).toBe(true);
      const cart = await client.cart.get();
      expect(cart.totalShipping).toBe(option.valueShipping);
      expect(cart.total).toBeCloseTo(59.8 + option.valueShipping, 2);
      expect((await client.preCheckout.getShipping())?.shippingMode.idShippingMode).toBe(
        option.shippingMode.idShippingMode,
      );
    },
    failure: async () => {
      await addSimple();
      const option = await freightFor(F.cep.saoPaulo);
      await rejects(
        client.preCheckout.saveShipping({
          shipping: { ...option, shippingMode: { ...option.shippingMode, idShippingMode: 99 } },
          cep: F.cep.saoPaulo,
        }),
        422,
        'Modalidade de frete indisponível para este CEP.',
      );
    },
  },
  'preCheckout.saveCep': {
    happy: async () => {
      expect(await client.preCheckout.saveCep({ cep: F.cep.saoPaulo })).toBe(true);
      expect(await client.preCheckout.getCep()).toBe('01310100');
    },
    failure: () => rejects(client.preCheckout.saveCep({ cep: F.cep.invalid }), 400, /CEP inválido/),
  },
  'preCheckout.getCep': noInputFault('preCheckout.getCep', async () => {
    expect(await client.preCheckout.getCep()).toBeNull();
  }),
  'preCheckout.getShipping': noInputFault('preCheckout.getShipping', async () => {
    expect(await client.preCheckout.getShipping()).toBeNull();
  }),
  'preCheckout.deleteShipping': noInputFault('preCheckout.deleteShipping', async () => {
    await addSimple();
    await client.preCheckout.saveShipping({
      shipping: await freightFor(F.cep.rioDeJaneiro),
      cep: F.cep.rioDeJaneiro,
    });
    expect(await client.preCheckout.deleteShipping()).toBe(true);
    expect(await client.preCheckout.getShipping()).toBeNull();
  }),
  'preCheckout.deleteCep': noInputFault('preCheckout.deleteCep', async () => {
    await client.preCheckout.saveCep({ cep: F.cep.saoPaulo });
    expect(await client.preCheckout.deleteCep()).toBe(true);
    expect(await client.preCheckout.getCep()).toBeNull();
  }),
  'payment.providerConfig': noInputFault('payment.providerConfig', async () => {
    expect((await client.payment.providerConfig()).publicKey).toBeTruthy();
  }),
  'payment.appConfig': noInputFault('payment.appConfig', async () => {
    expect((await client.payment.appConfig()).maximumInstallmentWithoutInterest).toBe(6);
  }),
  'payment.session': noInputFault('payment.session', async () => {
    const first = await client.payment.session();
    expect((await client.payment.session()).id).toBe(first.id);
  }),
  'payment.cardInstallments': {
    happy: async () => {
      const reply = await client.payment.cardInstallments({ bin: '411111', value: 500 });
      const plans = reply.payment_methods.credit_card.visa?.installment_plans ?? [];
      expect(Object.keys(reply.payment_methods.credit_card)).toEqual(['visa']);
      expect(plans[0]).toMatchObject({ installments: 1, installment_value: 50_000, interest_free: true });
    },
    failure: () =>
      rejects(
        client.payment.cardInstallments({ bin: '41', value: 500 }),
        400,
        'BIN do cartão inválido: informe os 6 primeiros dígitos.',
      ),
  },
};

describe('the store client against the sandbox (msw)', () => {
  it('has a sandbox implementation for every operation of the contract', () => {
    const contract = Object.keys(defaultOperations).sort();
    expect(Object.keys(operationHandlers).sort()).toEqual(contract);
    expect(Object.keys(cases).sort()).toEqual(contract);
  });

  for (const [operation, { happy, failure: fail }] of Object.entries(cases)) {
    describe(operation, () => {
      it('succeeds on the happy path', happy);
      it('fails with the server text on bad input or a server failure', fail);
    });
  }

  it('given a network fault, the client reports a network failure', async () => {
    store.faults.inject({ operation: 'cart.get', kind: 'network', times: 1 });
    expect((await failure(client.cart.get())).kind).toBe('network');
  });

  it('given a malformed body, the client reports a parse failure', async () => {
    store.faults.inject({ operation: 'content.company', kind: 'malformed', times: 1 });
    expect((await failure(client.content.company())).kind).toBe('parse');
  });

  it('given a timeout fault, the client gives up with a timeout', async () => {
    store.faults.inject({ operation: 'catalogue.showcase', kind: 'timeout', times: 1 });
    expect((await failure(client.catalogue.showcase({ quantity: 4 }, { timeoutMs: 100 }))).kind).toBe(
      'timeout',
    );
  });

  it('answers mirrored operation identifiers when both sides override them', async () => {
    const mirrored = createSandboxStore({
      now: () => NOW,
      operations: { 'cart.add': { transport: 'envelope', id: 'AddCartX' } },
    });
    server.use(...sandboxHandlers(mirrored));
    const custom = createStoreClient({
      baseUrl: 'http://sandbox.test',
      operations: { 'cart.add': 'AddCartX' },
    });
    expect(await custom.cart.add({ idProduct: F.simple.idProduct, idSku: null, quantity: 1 })).toBe(true);
    expect(mirrored.inspect.requests().at(-1)?.operation).toBe('cart.add');
    server.resetHandlers();
  });
});
