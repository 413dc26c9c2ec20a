import { createRandom, roundMoney, slugify } from '../random';
import {
  brandRows,
  type CategoryNode,
  categoryTree,
  colourRows,
  type ProductRow,
  type ProductTag,
  sizeRows,
  type VariantKind,
} from './catalogueTables';
import type {
  SandboxBrand,
  SandboxCategory,
  SandboxGroup,
  SandboxInstallmentMax,
  SandboxProduct,
  SandboxProductLink,
  SandboxRating,
  SandboxReference,
  SandboxSku,
  SandboxVariation,
} from './types';

/** Settings the generated prices depend on. */
export interface CatalogueSettings {
  seed: number;
  now: Date;
  maxInstallmentsWithoutInterest: number;
  minInstallmentValue: number;
}

/** Catalogue sections generated from the tables. */
export interface GeneratedCatalogue {
  categories: SandboxCategory[];
  brands: SandboxBrand[];
  groups: SandboxGroup[];
  products: SandboxProduct[];
}

const IMAGES = '/sandbox/images';
const referenceIds = { Cor: 1, Tamanho: 2, Numeração: 3, Voltagem: 4, Volume: 5 } as const;
const referenceBase: Record<keyof typeof referenceIds, number> = {
  Cor: 100,
  Tamanho: 200,
  Numeração: 300,
  Voltagem: 400,
  Volume: 500,
};

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Interest-free installment summary of a price, as cards show it. */
export function installmentSummary(
  price: number,
  maxInstallmentsWithoutInterest: number,
  minInstallmentValue: number,
): SandboxInstallmentMax {
  const cap = Math.max(maxInstallmentsWithoutInterest, 1);
  const maxNumber = price <= 0 ? 1 : Math.max(1, Math.min(cap, Math.floor(price / minInstallmentValue)));
  const value = roundMoney(price / maxNumber);
  return {
    maxNumber,
    value,
    description:
      maxNumber > 1 ? `${maxNumber}x de ${brl.format(value)} sem juros` : `à vista ${brl.format(price)}`,
  };
}

function variation(
  reference: keyof typeof referenceIds,
  index: number,
  name: string,
  color = '',
): SandboxVariation {
  return {
    idVariation: referenceBase[reference] + index,
    name,
    image: color ? `${IMAGES}/swatches/${slugify(name)}.svg` : '',
    color,
    displayOrder: index + 1,
    idReference: referenceIds[reference],
    nameReference: reference,
  };
}

interface LeafInfo {
  path: SandboxCategory[];
}

/** Builds categories, brands, groups and products, deterministically from the seed and clock. */
export function buildCatalogue(settings: CatalogueSettings): GeneratedCatalogue {
  const rng = createRandom(settings.seed);
  const nowMs = settings.now.getTime();
  const day = 86_400_000;

  const brands: SandboxBrand[] = brandRows.map(([slug, name, featured], i) => ({
    idBrand: i + 1,
    name,
    title: `${name} | Loja Vitrine`,
    metadata: `${name}, produtos ${name}`,
    metaDescription: `Compre produtos ${name} com frete para todo o Brasil na Loja Vitrine.`,
    logo: `${IMAGES}/brands/${slug}.svg`,
    urlFriendly: slug,
    urlStore: `/${slug}/m`,
    featured,
  }));
  const brandBySlug = new Map(brandRows.map(([slug], i) => [slug, brands[i] as SandboxBrand]));

  const rows: { row: ProductRow; leaf: LeafInfo }[] = [];
  let categoryId = 1;
  const walk = (nodes: CategoryNode[], parent: SandboxCategory[]): SandboxCategory[] =>
    nodes.map((node, i) => {
      const parentCategory = parent[parent.length - 1];
      const level = `${parentCategory?.level ?? ''}${String(i + 1).padStart(2, '0')}`;
      const urlFriendly = parentCategory
        ? `${parentCategory.urlFriendly}/${slugify(node.name)}`
        : slugify(node.name);
      const category: SandboxCategory = {
        idCategory: categoryId++,
        name: node.name,
        urlFriendly,
        level,
        image: `${IMAGES}/categories/${level}.svg`,
        childMenu: [],
      };
      const path = [...parent, category];
      category.childMenu = node.children ? walk(node.children, path) : [];
      for (const row of node.products ?? []) rows.push({ row, leaf: { path } });
      return category;
    });
  const categories = walk(categoryTree, []);

  const products: SandboxProduct[] = rows.map(({ row, leaf }, index) =>
    buildProduct(row, leaf, index, brandBySlug, rng, settings, nowMs, day),
  );
  linkProducts(products, rows, rng);

  const withTag = (tag: ProductTag) =>
    rows.flatMap(({ row }, i) => ((row[4] ?? []).includes(tag) ? [products[i] as SandboxProduct] : []));
  const groups: SandboxGroup[] = [
    {
      name: 'Dia das Mães',
      ids: products.filter((p) => ['01', '05'].includes(p.categories[0]?.level ?? '')).slice(0, 16),
    },
    { name: 'Lançamentos', ids: [...withTag('sealNew'), ...products.slice(-8)] },
    { name: 'Outlet', ids: products.filter((p) => p.pricePromotion < p.price && p.pricePromotion > 0) },
  ].map(({ name, ids }, i) => ({
    idGroup: i + 1,
    name,
    title: `${name} | Loja Vitrine`,
    metaDescription: `Seleção ${name} da Loja Vitrine.`,
    urlFriendly: slugify(name),
    urlGroup: `/${slugify(name)}/g`,
    productShowCases: ids.map((p) => p.idProduct),
  }));
  for (const group of groups) {
    for (const id of group.productShowCases)
      products.find((p) => p.idProduct === id)?.groups.push(group.idGroup);
  }
  return { categories, brands, groups, products };
}

function buildProduct(
  row: ProductRow,
  leaf: LeafInfo,
  index: number,
  brandBySlug: Map<string, SandboxBrand>,
  rng: ReturnType<typeof createRandom>,
  settings: CatalogueSettings,
  nowMs: number,
  day: number,
): SandboxProduct {
  const [name, basePrice, brandSlug, kind, tags = []] = row;
  const has = (tag: ProductTag) => tags.includes(tag);
  const idProduct = 1001 + index;
  const urlFriendly = slugify(name);
  const brand = brandBySlug.get(brandSlug) as SandboxBrand;

  let typeDiscount = 0;
  let valueDiscount = 0;
  if (has('percentOff') || has('lightning')) {
    typeDiscount = 1;
    valueDiscount = has('lightning') ? 30 : rng.pick([10, 15, 20, 25]);
  } else if (has('amountOff')) {
    typeDiscount = 2;
    valueDiscount = 30;
  }
  const promote = (price: number) =>
    typeDiscount === 1
      ? roundMoney(price * (1 - valueDiscount / 100))
      : typeDiscount === 2
        ? roundMoney(price - valueDiscount)
        : price;

  const { references, skus } = buildSkus(
    idProduct,
    kind,
    has('variations'),
    has('standardOut'),
    basePrice,
    rng,
  );
  for (const sku of skus) {
    sku.pricePromotion = promote(sku.price);
    sku.installmentMax = installmentSummary(
      sku.pricePromotion,
      settings.maxInstallmentsWithoutInterest,
      settings.minInstallmentValue,
    );
  }
  if (has('onRequest')) {
    for (const sku of skus) {
      sku.price = 0;
      sku.pricePromotion = 0;
      sku.stock = 5;
    }
  }
  const standard = skus.find((s) => s.standard) as SandboxSku;
  const price = standard.price;
  const pricePromotion = standard.pricePromotion;
  const stock = skus.reduce((sum, s) => sum + (s.visible ? s.stock : 0), 0);

  const colours = references.find((r) => r.idReference === referenceIds.Cor)?.variations ?? [];
  const productImages =
    colours.length > 0
      ? colours.flatMap((c) => [
          {
            imageDefault: `${IMAGES}/products/${idProduct}-${slugify(c.name)}.svg`,
            imageHighResolution: `${IMAGES}/products/${idProduct}-${slugify(c.name)}.svg?hd=1`,
            variacao_ids: [c.idVariation],
          },
        ])
      : [1, 2, 3].map((n) => ({
          imageDefault: `${IMAGES}/products/${idProduct}-${n}.svg`,
          imageHighResolution: `${IMAGES}/products/${idProduct}-${n}.svg?hd=1`,
          variacao_ids: [],
        }));
  const imageHome = productImages[0]?.imageDefault ?? `${IMAGES}/products/${idProduct}-1.svg`;
  const alternativeImage = productImages[1]?.imageDefault ?? `${IMAGES}/products/${idProduct}-2.svg`;

  const ratingCount = has('rated') ? 5 : rng.int(0, 2);
  const productRatings: SandboxRating[] = Array.from({ length: ratingCount }, (_, i) =>
    buildRating(idProduct, i, rng, nowMs - (i + 1) * 3 * day),
  );
  const rate = productRatings.length
    ? Math.round(productRatings.reduce((s, r) => s + r.rate, 0) / productRatings.length)
    : 0;

  const path = leaf.path;
  const leafCategory = path[path.length - 1] as SandboxCategory;
  const hoursLeft = [6, 20, 30, 52, 75][index % 5] as number;
  const offerEndDate = has('lightning')
    ? new Date(nowMs + hoursLeft * 3_600_000).toISOString()
    : has('expiredOffer')
      ? new Date(nowMs - 2 * day).toISOString()
      : null;
  const seal = has('sealFreeShipping')
    ? { name: 'Frete Grátis', image: `${IMAGES}/seals/frete-gratis.svg` }
    : has('sealNew')
      ? { name: 'Lançamento', image: `${IMAGES}/seals/lancamento.svg` }
      : { name: 'normal', image: '' };
  const description = has('malicious')
    ? `<p>Pendente artesanal de vime natural.</p><img src="x" onerror="alert('xss')"><script>alert('xss')</script><p>Acompanha canopla e fio de 1 m.</p>`
    : `<p>${name} da ${brand.name}, escolhido a dedo para o seu dia a dia.</p><ul><li>Garantia de 90 dias contra defeitos de fabricação</li><li>Produto original com nota fiscal</li><li>Troca grátis em até 30 dias</li></ul><p><strong>Categoria:</strong> ${leafCategory.name}.</p>`;

  return {
    idProduct,
    idSku: standard.idSku,
    name,
    originalName: name,
    nameWithoutHtml: name,
    title: `${name} | Loja Vitrine`,
    metaKeyWords: [leafCategory.name, brand.name, ...name.split(' ').slice(0, 2)].join(', ').toLowerCase(),
    metaDescription: `Compre ${name} na Loja Vitrine em até ${settings.maxInstallmentsWithoutInterest}x sem juros.`,
    urlFriendly,
    code: `VT${idProduct}`,
    imageHome,
    alternativeImage,
    price,
    pricePromotion,
    typeDiscount,
    valueDiscount,
    installmentMax: standard.installmentMax,
    stock,
    flagExhausted: has('exhausted'),
    descriptionAvailabilityStatus: has('exhausted') || stock === 0 ? 'Esgotado' : 'Pronta entrega',
    offerStatus: has('lightning') ? 1 : 0,
    offerEndDate,
    sealStatus: seal,
    brand: { idBrand: brand.idBrand, name: brand.name, logo: brand.logo, urlFriendly: brand.urlFriendly },
    categories: path.map((c, i) => ({
      idCategory: c.idCategory,
      name: c.name,
      level: c.level,
      default: i === path.length - 1,
      urlFriendly: c.urlFriendly,
    })),
    rate,
    productRatings,
    idTypeProduct: has('onRequest') ? 3 : has('digital') ? 2 : 1,
    hasConjunct: false,
    conjunctProducts: [],
    isKit: false,
    kitProducts: [],
    haveSku: references.length > 0,
    availableReferences: references,
    skUs: skus,
    relatedProducts: [],
    alsoProductsPurchased: [],
    productSignature: has('signature'),
    purchaseRecurring: has('signature'),
    productImages,
    productGrouping: null,
    descriptionDetail: description,
    descriptionDetailSummary: `${name}: qualidade ${brand.name} com entrega para todo o Brasil.`,
    buyTogether: null,
    limit: has('limitMax')
      ? { tipo: 'Q', minimo: 1, maximo: 10 }
      : has('limitMin')
        ? { tipo: 'Q', minimo: 2, maximo: 50 }
        : null,
    soldCount: rng.int(0, 480),
    releaseDate: new Date(nowMs - (has('sealNew') ? rng.int(1, 10) : rng.int(20, 400)) * day).toISOString(),
    displayOrder: index + 1,
    groups: [],
    showcase: index % 4 === 0 || tags.length > 0,
    idTakeXPayY: has('takeXPayY') ? 1 : null,
    weight: kind === 'apparel' ? 0.4 : kind === 'shoes' ? 1.1 : basePrice > 500 ? 6 : 1.5,
  };
}

function buildSkus(
  idProduct: number,
  kind: VariantKind,
  curated: boolean,
  standardOut: boolean,
  basePrice: number,
  rng: ReturnType<typeof createRandom>,
): { references: SandboxReference[]; skus: SandboxSku[] } {
  const emptyInstallments: SandboxInstallmentMax = { maxNumber: 1, value: 0, description: '' };
  const sku = (n: number, variations: SandboxVariation[], stock: number, price = basePrice): SandboxSku => ({
    idSku: idProduct * 100 + n,
    code: `VT${idProduct}-${n}`,
    price,
    pricePromotion: price,
    stock,
    standard: false,
    visible: true,
    variations,
    installmentMax: emptyInstallments,
  });
  const stockRoll = () => (rng.next() < 0.12 ? 0 : rng.int(2, 40));

  if (kind === 'none') {
    const only = sku(1, [], rng.int(3, 60));
    only.standard = true;
    return { references: [], skus: [only] };
  }

  const colourReference = (names: readonly (readonly [string, string])[]): SandboxReference => ({
    idReference: referenceIds.Cor,
    name: 'Cor',
    ordinationOfReferences: 1,
    referenceType: 'Cor',
    variations: names.map(([n, c]) =>
      variation(
        'Cor',
        colourRows.findIndex(([x]) => x === n),
        n,
        c,
      ),
    ),
  });
  const pickColours = (count: number) => {
    const start = rng.int(0, colourRows.length - 1);
    return Array.from(
      { length: count },
      (_, i) => colourRows[(start + i * 3) % colourRows.length] as [string, string],
    );
  };

  if (kind === 'color') {
    const cor = colourReference(pickColours(3));
    const skus = cor.variations.map((v, i) => sku(i + 1, [v], stockRoll()));
    (skus.find((s) => s.stock > 0) ?? (skus[0] as SandboxSku)).standard = true;
    return { references: [cor], skus };
  }

  const sizeName =
    kind === 'apparel'
      ? 'Tamanho'
      : kind === 'shoes'
        ? 'Numeração'
        : kind === 'voltage'
          ? 'Voltagem'
          : 'Volume';
  const sizeValues = kind === 'shoes' ? sizeRows.shoes.slice(1, 6) : sizeRows[kind];
  const sizeReference: SandboxReference = {
    idReference: referenceIds[sizeName],
    name: sizeName,
    ordinationOfReferences: kind === 'voltage' || kind === 'volume' ? 1 : 2,
    referenceType: 'Texto',
    variations: sizeValues.map((s) =>
      variation(sizeName, sizeRows[kind === 'shoes' ? 'shoes' : kind].indexOf(s), s),
    ),
  };
  if (kind === 'voltage' || kind === 'volume') {
    const skus = sizeReference.variations.map((v, i) =>
      sku(
        i + 1,
        [v],
        rng.int(3, 30),
        kind === 'volume' && i === 0 ? roundMoney(basePrice * 0.65) : basePrice,
      ),
    );
    (skus[skus.length - 1] as SandboxSku).standard = true;
    return { references: [sizeReference], skus };
  }

  const curatedColours = colourRows.filter(([n]) => ['Branco', 'Preto', 'Azul Marinho'].includes(n));
  const cor = colourReference(curated ? curatedColours : pickColours(kind === 'apparel' ? 3 : 2));
  const skus: SandboxSku[] = [];
  let n = 1;
  for (const colour of cor.variations) {
    for (const size of sizeReference.variations) {
      const number = n++;
      if (curated) {
        // The documented UI cases: one missing combination and one sold-out SKU.
        if (colour.name === 'Azul Marinho' && size.name === 'GG') continue;
        const stock = colour.name === 'Preto' && size.name === 'P' ? 0 : 8 + ((number * 7) % 23);
        skus.push(sku(number, [colour, size], stock));
        continue;
      }
      if (number > 1 && rng.next() < 0.08) continue;
      skus.push(sku(number, [colour, size], stockRoll()));
    }
  }
  const standardSku = curated
    ? skus.find(
        (s) => s.variations.some((v) => v.name === 'Branco') && s.variations.some((v) => v.name === 'M'),
      )
    : skus[0];
  (standardSku as SandboxSku).standard = true;
  if (standardOut) {
    (skus[0] as SandboxSku).stock = 0;
    for (const other of skus.slice(1)) if (other.stock === 0) other.stock = 6;
  } else if (!curated && (standardSku as SandboxSku).stock === 0) {
    (standardSku as SandboxSku).stock = 5;
  }
  return { references: [cor, sizeReference], skus };
}

const raterNames = [
  ['Ana Paula Souza', 'São Paulo', 'SP'],
  ['Bruno Carvalho', 'Belo Horizonte', 'MG'],
  ['Camila Rocha', 'Curitiba', 'PR'],
  ['Diego Martins', 'Recife', 'PE'],
  ['Fernanda Lima', 'Porto Alegre', 'RS'],
  ['Gustavo Pereira', 'Salvador', 'BA'],
  ['Juliana Alves', 'Florianópolis', 'SC'],
] as const;
const ratingTexts = [
  ['Excelente!', 'Superou minhas expectativas, chegou antes do prazo.', 5],
  ['Muito bom', 'Boa qualidade pelo preço. Recomendo.', 4],
  ['Gostei', 'Atende bem, mas a embalagem veio amassada.', 4],
  ['Razoável', 'Esperava um acabamento melhor.', 3],
  ['Perfeito', 'Comprei de novo para presentear. Nota 10!', 5],
  ['Não gostei', 'O tamanho veio menor do que o indicado na tabela.', 2],
] as const;

function buildRating(
  idProduct: number,
  i: number,
  rng: ReturnType<typeof createRandom>,
  at: number,
): SandboxRating {
  const [name, city, state] = raterNames[(idProduct + i) % raterNames.length] as (typeof raterNames)[number];
  const [title, comment, rate] = ratingTexts[
    rng.int(0, ratingTexts.length - 1)
  ] as (typeof ratingTexts)[number];
  const first = slugify(name).split('-')[0] as string;
  return {
    idProductRating: idProduct * 10 + i,
    idProduct,
    title,
    comment,
    name,
    email: `${first}@example.com`,
    addressCity: city,
    addressState: state,
    rate,
    leavePublicEmail: i % 2 === 0,
    dateRegister: new Date(at).toISOString(),
  };
}

/** A short link to a product, as lists inside other products carry it. */
export function productLink(product: SandboxProduct): SandboxProductLink {
  return {
    idProduct: product.idProduct,
    idSku: product.haveSku ? null : product.idSku,
    name: product.name,
    urlFriendly: product.urlFriendly,
    imageHome: product.imageHome,
    price: product.price,
    pricePromotion: product.pricePromotion,
    stock: product.stock,
  };
}

function linkProducts(
  products: SandboxProduct[],
  rows: { row: ProductRow; leaf: LeafInfo }[],
  rng: ReturnType<typeof createRandom>,
): void {
  const byName = (name: string) => products.find((p) => p.name === name) as SandboxProduct;
  const leafOf = (i: number) => rows[i]?.leaf.path.at(-1)?.level ?? '';
  products.forEach((product, i) => {
    const sameLeaf = products.filter((_p, j) => j !== i && leafOf(j) === leafOf(i));
    const department = leafOf(i).slice(0, 2);
    const cousins = products.filter((_p, j) => leafOf(j).startsWith(department) && leafOf(j) !== leafOf(i));
    product.relatedProducts = sameLeaf.slice(0, 4).map(productLink);
    const offset = cousins.length ? rng.int(0, cousins.length - 1) : 0;
    product.alsoProductsPurchased = [...cousins.slice(offset), ...cousins.slice(0, offset)]
      .slice(0, 4)
      .map(productLink);
  });

  const kit = byName('Kit Skincare Rotina Completa');
  kit.isKit = true;
  kit.kitProducts = [
    { ...productLink(byName('Sérum Facial Vitamina C 30 ml')), quantity: 1 },
    { ...productLink(byName('Hidratante Facial Ácido Hialurônico')), quantity: 1 },
    { ...productLink(byName('Protetor Solar Facial FPS 50 Toque Seco')), quantity: 2 },
  ];
  const kitStock = Math.min(...kit.kitProducts.map((k) => Math.floor(k.stock / k.quantity)));
  for (const sku of kit.skUs) sku.stock = kitStock;
  kit.stock = kitStock;

  const conjunct = byName('Conjunto de Panelas Antiaderente Cerâmica 5 Peças');
  conjunct.hasConjunct = true;
  const casserole = byName('Caçarola Antiaderente Cerâmica 20 cm');
  for (const sku of casserole.skUs) sku.stock = 0;
  casserole.stock = 0;
  casserole.descriptionAvailabilityStatus = 'Esgotado';
  conjunct.conjunctProducts = [
    byName('Frigideira Antiaderente Cerâmica 24 cm'),
    casserole,
    byName('Panela Antiaderente Cerâmica 18 cm com Tampa de Vidro'),
  ].map(productLink);

  const together = (name: string, others: string[]) => {
    byName(name).buyTogether = {
      products: others.map((o) => {
        const p = byName(o);
        return { ...productLink(p), isKit: p.isKit, hasConjunct: p.hasConjunct };
      }),
    };
  };
  together('Vestido Midi Floral Manga Bufante', [
    'Sandália Rasteira Tiras Trançadas',
    'Blusa Cropped Canelada',
  ]);
  together('Sandália Rasteira Tiras Trançadas', [
    'Vestido Midi Floral Manga Bufante',
    'Chinelo Slide Acolchoado',
  ]);
  together('Camiseta Básica Algodão Pima', [
    'Calça Jeans Slim Lavagem Escura',
    'Boné Aba Curva Logo Bordado',
  ]);
  together('Fone de Ouvido Bluetooth Cancelamento de Ruído', [
    'Caixa de Som Portátil à Prova d’Água',
    'Kit Skincare Rotina Completa',
  ]);

  const grouped = products.filter((p) => p.name.startsWith('Almofada Decorativa Linho'));
  const groupColours: Record<string, string> = {
    Terracota: '#c0623b',
    'Verde Oliva': '#6b7b3a',
    Areia: '#d9c7a3',
  };
  for (const p of grouped) {
    p.productGrouping = {
      type: 'Cor',
      name: 'Cor',
      products: grouped.map((g) => {
        const colour = g.name.replace('Almofada Decorativa Linho ', '');
        return {
          idProduct: g.idProduct,
          description: colour,
          urlFriendly: g.urlFriendly,
          image: g.imageHome,
          color: groupColours[colour] ?? '',
        };
      }),
    };
  }
}
