import type { SandboxCategory, SandboxData, SandboxProduct } from '../data/types';
import { slugify } from '../random';
import {
  field,
  type OperationInput,
  optionalAmount,
  optionalInt,
  optionalText,
  requireInt,
  requirePhone,
  requireText,
} from './operationInput';
import { effectivePrice, requireProduct, searchWords, toDetailProduct, toListProduct } from './productViews';
import { SandboxError } from './sandboxError';
import type { OperationContext, OperationHandler } from './storeState';

/** Every category of the tree, flattened depth first. */
export function flattenCategories(categories: SandboxCategory[]): SandboxCategory[] {
  return categories.flatMap((c) => [c, ...flattenCategories(c.childMenu)]);
}

/** Strips slashes and a trailing `/c`, `/m`, `/g` from a friendly-URL path. */
export function normalisePath(text: string): string {
  return text
    .trim()
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/+|\/+$/g, '')
    .replace(/\/(c|m|g)$/, '')
    .toLowerCase();
}

function idList(input: OperationInput, label: string, name: string): number[] {
  const raw = field(input, name);
  if (raw === undefined) return [];
  const parts = Array.isArray(raw) ? raw : String(raw).split(',');
  return parts.map((part) => {
    const n = typeof part === 'number' ? part : Number(String(part).trim());
    if (!Number.isInteger(n)) throw new SandboxError(400, `O campo ${label} deve conter ids numéricos.`);
    return n;
  });
}

const sortLetters = new Set(['N', 'C', 'O', 'P', 'R', 'V']);

function sortProducts(
  products: SandboxProduct[],
  input: OperationInput,
  data: SandboxData,
): SandboxProduct[] {
  const asked = optionalText(input, 'sortBy', 'sortBy', 'order');
  const raw = asked ?? data.company.sortDefault;
  const match = /^([A-Za-z])[\s_-]?(ASC|DESC)?$/i.exec(raw);
  const letter = match?.[1]?.toUpperCase() ?? '';
  if (!sortLetters.has(letter)) {
    throw new SandboxError(
      400,
      'Ordenação inválida. Use N, C, O, P, R ou V (opcionalmente com ASC ou DESC).',
    );
  }
  const direction = (
    match?.[2] ??
    optionalText(input, 'orderBy', 'orderBy') ??
    // The company's direction goes with its default order; an explicit order is ascending unless told.
    (asked === undefined ? data.company.orderBy : 'ASC')
  ).toUpperCase();
  const sign = direction === 'DESC' ? -1 : 1;
  const sorted = [...products];
  const by = (key: (p: SandboxProduct) => number | string) =>
    sorted.sort((a, b) => {
      const x = key(a);
      const y = key(b);
      return (typeof x === 'string' ? x.localeCompare(y as string, 'pt-BR') : x - (y as number)) * sign;
    });
  switch (letter) {
    case 'N':
      return by((p) => p.name);
    case 'P':
      return by((p) => effectivePrice(p));
    case 'V':
      // Best sellers: the most sold first whatever the direction asked.
      return sorted.sort((a, b) => b.soldCount - a.soldCount);
    case 'C':
    case 'O':
      return by((p) => p.displayOrder);
    default:
      return sorted.sort((a, b) => (b.releaseDate > a.releaseDate ? 1 : -1) * (direction === 'ASC' ? -1 : 1));
  }
}

/** The filter groups of a listing, in the client's shape: `{ key, name, options[], minPrice, maxPrice }`. */
function filtersFor(products: SandboxProduct[]) {
  type Option = { id: number; name: string; quantity: number; color?: string; textLink?: string };
  const count = (map: Map<number, Option>, option: Omit<Option, 'quantity'>) => {
    const entry = map.get(option.id) ?? { ...option, quantity: 0 };
    entry.quantity++;
    map.set(option.id, entry);
  };
  const categories = new Map<number, Option>();
  const brands = new Map<number, Option>();
  const references = new Map<number, { name: string; options: Map<number, Option> }>();
  for (const p of products) {
    for (const c of p.categories)
      count(categories, { id: c.idCategory, name: c.name, textLink: `${c.urlFriendly}/c` });
    count(brands, { id: p.brand.idBrand, name: p.brand.name, textLink: `${p.brand.urlFriendly}/m` });
    for (const r of p.availableReferences) {
      const ref = references.get(r.idReference) ?? { name: r.name, options: new Map<number, Option>() };
      for (const v of r.variations)
        count(ref.options, { id: v.idVariation, name: v.name, ...(v.color ? { color: v.color } : {}) });
      references.set(r.idReference, ref);
    }
  }
  const prices = products.map(effectivePrice).filter((p) => p > 0);
  const sorted = (map: Map<number, Option>) => [...map.values()].sort((a, b) => a.id - b.id);
  const groups: { key: string; name: string; options: Option[]; minPrice?: number; maxPrice?: number }[] = [
    { key: 'idCategories', name: 'Categorias', options: sorted(categories) },
    {
      key: 'idBrand',
      name: 'Marcas',
      options: [...brands.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    },
    ...[...references.values()].map((r) => ({
      key: 'idVariation',
      name: r.name,
      options: sorted(r.options),
    })),
  ];
  if (prices.length) {
    groups.push({
      key: 'price',
      name: 'Preço',
      options: [],
      minPrice: Math.min(...prices),
      maxPrice: Math.max(...prices),
    });
  }
  return groups.filter((g) => g.key === 'price' || g.options.length > 0);
}

/** Narrows a base list by the listing query (brand, category, variation, price). */
function applyQuery(base: SandboxProduct[], input: OperationInput): SandboxProduct[] {
  const brandIds = idList(input, 'idBrand', 'idBrand');
  const categoryIds = idList(input, 'idCategories', 'idCategories');
  const variationIds = idList(input, 'idVariation', 'idVariation');
  const groupIds = idList(input, 'idGroupingType', 'idGroup');
  const ofPrice = optionalAmount(input, 'ofPrice', 'ofPrice', 'initialPrice');
  const toPrice = optionalAmount(input, 'toPrice', 'toPrice', 'finalPrice');
  const keyWord = optionalText(input, 'keyWord', 'keyWord', 'word', 'n');
  const words = keyWord ? searchWords(keyWord) : [];
  return base.filter((p) => {
    if (brandIds.length && !brandIds.includes(p.brand.idBrand)) return false;
    if (categoryIds.length && !p.categories.some((c) => categoryIds.includes(c.idCategory))) return false;
    if (groupIds.length && !p.groups.some((g) => groupIds.includes(g))) return false;
    if (
      variationIds.length &&
      !variationIds.every((id) => p.skUs.some((s) => s.variations.some((v) => v.idVariation === id)))
    ) {
      return false;
    }
    const price = effectivePrice(p);
    if (ofPrice !== undefined && price < ofPrice) return false;
    if (toPrice !== undefined && price > toPrice) return false;
    if (words.length) {
      const haystack = new Set(
        searchWords(`${p.name} ${p.brand.name} ${p.categories.map((c) => c.name).join(' ')} ${p.code}`),
      );
      const joined = [...haystack].join(' ');
      if (!words.every((w) => haystack.has(w) || joined.includes(w))) return false;
    }
    return true;
  });
}

/** A paged listing response: products, settings and filters. */
function listing(base: SandboxProduct[], context: OperationContext) {
  const { input, state } = context;
  const matching = sortProducts(applyQuery(base, input), input, state.data);
  const pageSize =
    optionalInt(input, 'pageSize', 'pageSize', { min: 1, max: 200 }) ?? state.data.company.quantityItemsPage;
  const pageNumber = optionalInt(input, 'page', ['page', 'pageNumber'], { min: 1, max: 100_000 }) ?? 1;
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  return {
    products: matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map(toListProduct),
    settings: { pageNumber, pageCount, pageSize, totalItemCount: matching.length },
    filters: filtersFor(base),
  };
}

function findCategory(data: SandboxData, input: OperationInput): SandboxCategory | undefined {
  const textLink = optionalText(input, 'textLink', 'textLink', 'path');
  const all = flattenCategories(data.categories);
  if (textLink) {
    const path = normalisePath(textLink);
    const category = all.find(
      (c) => c.urlFriendly === path || c.urlFriendly.endsWith(`/${path}`) || slugify(c.name) === path,
    );
    if (!category) throw new SandboxError(404, 'Categoria não encontrada.');
    return category;
  }
  return undefined;
}

function productsInCategory(data: SandboxData, category: SandboxCategory): SandboxProduct[] {
  return data.products.filter((p) => p.categories.some((c) => c.idCategory === category.idCategory));
}

function brandBase(context: OperationContext): SandboxProduct[] {
  const { data } = context.state;
  const textLink = optionalText(context.input, 'textLink', 'textLink');
  const idBrand = optionalInt(context.input, 'idBrand', 'idBrand');
  const brand = textLink
    ? data.brands.find((b) => b.urlFriendly === normalisePath(textLink))
    : data.brands.find((b) => b.idBrand === idBrand);
  if (!brand) {
    if (!textLink && idBrand === undefined)
      throw new SandboxError(400, 'Informe a marca (textLink ou idBrand).');
    throw new SandboxError(404, 'Marca não encontrada.');
  }
  return data.products.filter((p) => p.brand.idBrand === brand.idBrand);
}

function groupBase(context: OperationContext): SandboxProduct[] {
  const { data } = context.state;
  const textLink = optionalText(context.input, 'textLink', 'textLink');
  const idGroup = optionalInt(context.input, 'idGroup', ['idGroup', 'idGroupingType']);
  const group = textLink
    ? data.groups.find((g) => g.urlFriendly === normalisePath(textLink))
    : data.groups.find((g) => g.idGroup === idGroup);
  if (!group) {
    if (!textLink && idGroup === undefined)
      throw new SandboxError(400, 'Informe o grupo (textLink ou idGroup).');
    throw new SandboxError(404, 'Grupo não encontrado.');
  }
  return group.productShowCases.flatMap((id) => data.products.filter((p) => p.idProduct === id));
}

function categoryBase(context: OperationContext): SandboxProduct[] {
  const { data } = context.state;
  const category = findCategory(data, context.input);
  if (category) return productsInCategory(data, category);
  if (idList(context.input, 'idCategories', 'idCategories').length === 0) {
    throw new SandboxError(400, 'Informe a categoria (textLink ou idCategories).');
  }
  return data.products;
}

function searchBase(context: OperationContext): SandboxProduct[] {
  const word = requireText(context.input, 'word', 'word', 'keyWord', 'n');
  if (word.length < 3)
    throw new SandboxError(400, 'Digite ao menos 03 caracteres para realizar sua pesquisa.');
  return context.state.data.products;
}

function banners(context: OperationContext, kind: 'store' | 'category' | 'link') {
  const { input, state } = context;
  const type = optionalText(input, 'Type', 'Type', 'type')?.toUpperCase();
  if (type !== undefined && !['F', 'C', 'L', 'R'].includes(type)) {
    throw new SandboxError(400, 'Tipo de banner inválido. Use F, C, L ou R.');
  }
  if (kind === 'store') {
    if (!type) throw new SandboxError(400, 'Informe o tipo do banner (Type F, C, L ou R).');
    return state.data.banners.filter((b) => b.type === type && b.textLink === null);
  }
  const textLink = requireText(input, 'textLink', 'textLink');
  const wanted = textLink.replace(/^\/+|\/+$/g, '').toLowerCase();
  return state.data.banners.filter((b) => b.textLink === wanted && (!type || b.type === type));
}

function productByIdInput(context: OperationContext): SandboxProduct {
  return requireProduct(context.state.data, requireInt(context.input, 'idProduct', 'idProduct'));
}

function text(input: OperationInput, label: string, min: number, ...names: string[]): string {
  const value = requireText(input, label, ...names);
  if (value.length < min)
    throw new SandboxError(400, `O campo ${label} deve ter ao menos ${min} caracteres.`);
  return value;
}

/** Catalogue calls ("Catalogue (via /api)"). */
export const catalogueOperations = {
  'catalogue.brands': ({ input, state }) => {
    const onlyFeatured = field(input, 'onlyFeatured');
    const featured = onlyFeatured === true || onlyFeatured === 'true' || onlyFeatured === '1';
    return state.data.brands.filter((b) => !featured || b.featured);
  },
  'catalogue.categories': ({ state }) => state.data.categories,
  'catalogue.productsByBrand': (context) => listing(brandBase(context), context),
  'catalogue.productsByGroup': (context) => listing(groupBase(context), context),
  'catalogue.productsByCategory': (context) => listing(categoryBase(context), context),
  'catalogue.brandFilters': (context) => filtersFor(brandBase(context)),
  'catalogue.groupFilters': (context) => filtersFor(groupBase(context)),
  'catalogue.categoryFilters': (context) => filtersFor(categoryBase(context)),
  'catalogue.searchFilters': (context) => filtersFor(applyQuery(searchBase(context), context.input)),
  'catalogue.relatedProducts': (context) =>
    productByIdInput(context).relatedProducts.map((l) =>
      toListProduct(requireProduct(context.state.data, l.idProduct)),
    ),
  'catalogue.alsoPurchased': (context) =>
    productByIdInput(context).alsoProductsPurchased.map((l) =>
      toListProduct(requireProduct(context.state.data, l.idProduct)),
    ),
  'catalogue.search': (context) => {
    const base = searchBase(context);
    const quantity = optionalInt(context.input, 'qtdRegister', 'qtdRegister', { min: 1, max: 100 }) ?? 5;
    const found = sortProducts(applyQuery(base, context.input), context.input, context.state.data);
    return found.slice(0, quantity).map(toListProduct);
  },
  'catalogue.searchWithFilters': (context) => listing(searchBase(context), context),
  'catalogue.showcase': ({ input, state }) => {
    const quantity = Math.min(
      12,
      optionalInt(input, 'quantity', ['quantity', 'qtd'], { min: 1, max: 100 }) ??
        state.data.company.quantityProductsToShowAtShowcase,
    );
    // Round-robin over departments so the home showcase mixes the whole store.
    const byDepartment = new Map<string, SandboxProduct[]>();
    for (const p of state.data.products.filter((x) => x.showcase)) {
      const key = p.categories[0]?.level.slice(0, 2) ?? '';
      byDepartment.set(key, [...(byDepartment.get(key) ?? []), p]);
    }
    const queues = [...byDepartment.values()];
    const mixed: SandboxProduct[] = [];
    for (let round = 0; mixed.length < quantity && queues.some((q) => q.length > round); round++) {
      for (const queue of queues) {
        const next = queue[round];
        if (next && mixed.length < quantity) mixed.push(next);
      }
    }
    return mixed.map(toListProduct);
  },
  'catalogue.groupShowcase': ({ input, state }) => {
    const quantity = Math.min(12, optionalInt(input, 'quantity', 'quantity', { min: 1, max: 100 }) ?? 12);
    const idGroup = optionalInt(input, 'idGroup', 'idGroup');
    const groups =
      idGroup === undefined ? state.data.groups : state.data.groups.filter((g) => g.idGroup === idGroup);
    if (idGroup !== undefined && groups.length === 0) throw new SandboxError(404, 'Grupo não encontrado.');
    return groups.map((g) => ({
      ...g,
      productShowCases: g.productShowCases
        .slice(0, quantity)
        .map((id) => toListProduct(requireProduct(state.data, id))),
    }));
  },
  'catalogue.groups': ({ state }) => state.data.groups.map((g) => ({ ...g, productShowCases: null })),
  'catalogue.mostSold': ({ input, state }) => {
    const quantity = optionalInt(input, 'pageSize', ['pageSize', 'quantity'], { min: 1, max: 100 }) ?? 12;
    return [...state.data.products]
      .filter((p) => p.idTypeProduct !== 3)
      .sort((a, b) => b.soldCount - a.soldCount)
      .slice(0, quantity)
      .map(toListProduct);
  },
  'catalogue.newcomers': ({ input, state }) => {
    const quantity = optionalInt(input, 'pageSize', ['pageSize', 'quantity'], { min: 1, max: 100 }) ?? 12;
    return [...state.data.products]
      .sort((a, b) => (b.releaseDate > a.releaseDate ? 1 : -1))
      .slice(0, quantity)
      .map(toListProduct);
  },
  'catalogue.productDetail': ({ input, state }) => {
    const raw = requireText(input, 'urlFriendly', 'urlFriendly', 'textLink', 'url');
    const slug = normalisePath(raw).split('/')[0] ?? '';
    const product = state.data.products.find((p) => p.urlFriendly === slug);
    if (!product) throw new SandboxError(404, 'Produto não encontrado.');
    return toDetailProduct(product, state.data);
  },
  'catalogue.productImages': (context) => productByIdInput(context).productImages,
  'catalogue.lightningOffers': ({ state, now }) =>
    state.data.products
      .filter(
        (p) => p.offerStatus === 1 && p.offerEndDate !== null && Date.parse(p.offerEndDate) > now.getTime(),
      )
      .slice(0, 15)
      .map(toListProduct),
  'catalogue.banners': (context) => banners(context, 'store'),
  'catalogue.categoryBanners': (context) => banners(context, 'link'),
  'catalogue.groupBanners': (context) => banners(context, 'link'),
  'catalogue.brandBanners': (context) => banners(context, 'link'),
  'catalogue.takeXPayY': (context) => {
    const product = productByIdInput(context);
    const idSku = optionalInt(context.input, 'idSku', 'idSku');
    if (idSku !== undefined && !product.skUs.some((s) => s.idSku === idSku)) {
      throw new SandboxError(404, 'SKU não encontrado para este produto.');
    }
    return context.state.data.takeXPayY.find((c) => c.idTakeXPayY === product.idTakeXPayY) ?? null;
  },
  'catalogue.paymentGateways': ({ state }) => state.data.paymentGateways,
  'catalogue.sendBudget': (context) => {
    const { input, state } = context;
    const name = text(input, 'nome', 1, 'name');
    const email = requireText(input, 'e-mail', 'email');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) throw new SandboxError(400, 'E-mail inválido.');
    const phone = requirePhone(input);
    const message = requireText(input, 'mensagem', 'message');
    const products = field(input, 'products');
    if (!Array.isArray(products) || products.length === 0) {
      throw new SandboxError(400, 'Informe ao menos um produto para o orçamento.');
    }
    const items = products.map((item) => {
      const idProduct = (item as { idProduct?: unknown })?.idProduct;
      if (typeof idProduct !== 'number')
        throw new SandboxError(400, 'Cada produto do orçamento precisa de idProduct.');
      const product = requireProduct(state.data, idProduct);
      const idProductGrid = (item as { idProductGrid?: unknown }).idProductGrid ?? null;
      if (
        product.haveSku &&
        (typeof idProductGrid !== 'number' || !product.skUs.some((s) => s.idSku === idProductGrid))
      ) {
        throw new SandboxError(400, 'Selecione as variações do produto para realizar o orçamento.');
      }
      return { idProduct, idProductGrid, name: product.name };
    });
    const idCustomer = optionalInt(input, 'idCustomer', 'idCustomer');
    context.record('budget', {
      name,
      email,
      phone,
      message,
      idCustomer: idCustomer ?? null,
      products: items,
    });
    return true;
  },
  'catalogue.alertMe': (context) => {
    const { input, state } = context;
    const name = requireText(input, 'nome', 'name');
    const email = requireText(input, 'e-mail', 'email').toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) throw new SandboxError(400, 'E-mail inválido.');
    const phone = requirePhone(input);
    const product = productByIdInput(context);
    const idSku = optionalInt(input, 'idSku', 'idSku') ?? null;
    if (product.haveSku && idSku === null) {
      throw new SandboxError(400, 'Por favor, selecione a variação do produto que deseja ser alertado.');
    }
    if (idSku !== null && !product.skUs.some((s) => s.idSku === idSku)) {
      throw new SandboxError(404, 'SKU não encontrado para este produto.');
    }
    const duplicate = state.submissions.some(
      (s) =>
        s.kind === 'alertMe' &&
        s.payload.email === email &&
        s.payload.idProduct === product.idProduct &&
        s.payload.idSku === idSku,
    );
    if (duplicate)
      throw new SandboxError(409, '[Err 045] Este e-mail já está cadastrado para notificação deste produto.');
    context.record('alertMe', {
      name,
      email,
      phone,
      idProduct: product.idProduct,
      idSku,
      nameProduct: optionalText(input, 'nameProduct', 'nameProduct') ?? product.name,
    });
    return true;
  },
} satisfies Record<string, OperationHandler>;
