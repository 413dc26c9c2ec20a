import { createSeedData } from './createSeedData';
import type { SandboxProduct } from './types';

/** Identity of a seed product, for tests that must not hard-code ids. */
export interface SandboxProductFixture {
  idProduct: number;
  /** The standard SKU. */
  idSku: number;
  name: string;
  urlFriendly: string;
}

// Ids, names and URLs do not depend on the seed or the clock, so any seed data yields the same fixtures.
const seed = createSeedData({ seed: 20_240_501, now: new Date('2025-01-01T00:00:00Z') });

function fixture(name: string): SandboxProductFixture & { product: SandboxProduct } {
  const product = seed.products.find((p) => p.name === name);
  if (!product) throw new Error(`Sandbox fixture "${name}" is missing from the seed catalogue.`);
  return {
    idProduct: product.idProduct,
    idSku: product.idSku,
    name: product.name,
    urlFriendly: product.urlFriendly,
    product,
  };
}

const strip = ({ product: _product, ...rest }: SandboxProductFixture & { product: SandboxProduct }) => rest;

const variations = fixture('Camiseta Básica Algodão Pima');
const skuOf = (colour: string, size: string) =>
  variations.product.skUs.find(
    (s) => s.variations.some((v) => v.name === colour) && s.variations.some((v) => v.name === size),
  )?.idSku ?? 0;
const variationId = (name: string) =>
  variations.product.availableReferences.flatMap((r) => r.variations).find((v) => v.name === name)
    ?.idVariation ?? 0;
const standardOut = fixture('Tênis de Corrida Leveza Max');
const conjunct = fixture('Conjunto de Panelas Antiaderente Cerâmica 5 Peças');
const limited = fixture('Fone de Ouvido Bluetooth Cancelamento de Ruído');
const minimum = fixture('Meia Esportiva Cano Médio');
const kit = fixture('Kit Skincare Rotina Completa');

/** Named products and keys of the seed catalogue carrying each UI case. */
export const sandboxFixtures = {
  /** Colour × size (Branco, Preto, Azul Marinho × P, M, G, GG): Azul Marinho/GG missing, Preto/P sold out. */
  productWithVariations: {
    ...strip(variations),
    outOfStockSku: skuOf('Preto', 'P'),
    inStockSku: skuOf('Branco', 'M'),
    missingCombination: {
      colour: 'Azul Marinho',
      size: 'GG',
      idVariations: [variationId('Azul Marinho'), variationId('GG')],
    },
  },
  /** The standard SKU has no stock; other SKUs do. */
  outOfStockStandardSku: {
    ...strip(standardOut),
    inStockSku: standardOut.product.skUs.find((s) => s.stock > 0)?.idSku ?? 0,
  },
  /** flagExhausted although its SKU has stock. */
  exhausted: strip(fixture('Luminária de Mesa Articulada Bronze')),
  /** idTypeProduct 3: 'Sob Consulta', quote only. */
  priceOnRequest: strip(
    fixture('Monitor Profissional 32 Polegadas 4K Calibrado de Fábrica para Edição de Imagem'),
  ),
  /** A kit: kitProducts with quantity (one component twice). */
  kit: {
    ...strip(kit),
    components: kit.product.kitProducts.map((k) => ({ idProduct: k.idProduct, quantity: k.quantity })),
  },
  /** A conjunct product: conjunctProducts each with stock (one at 0). */
  conjunct: {
    ...strip(conjunct),
    components: conjunct.product.conjunctProducts.map((c) => ({ idProduct: c.idProduct, stock: c.stock })),
  },
  /** Has a buy-together set of two products. */
  buyTogether: strip(fixture('Vestido Midi Floral Manga Bufante')),
  /** Lightning offer (offerStatus 1), also limited to 10 units per cart item (limit Q) and rated. */
  lightningOffer: strip(limited),
  /** Limit Q maximum 10 units per item. */
  quantityLimited: { ...strip(limited), maximum: 10 },
  /** Limit Q minimum 2 units per item. */
  minimumQuantity: { ...strip(minimum), minimum: 2 },
  /** Part of the 'Leve 3 Pague 2' campaign. */
  takeXPayY: strip(fixture('Boné Aba Curva Logo Bordado')),
  /** Seal 'Frete Grátis'. */
  withSeal: strip(fixture('Calça Jeans Slim Lavagem Escura')),
  /** Ratings with and without a public e-mail. */
  rated: strip(variations),
  /** Name longer than 45 characters. */
  longName: strip(fixture('Jogo de Lençol Queen 400 Fios Percal Algodão Egípcio Branco Gelo')),
  /** Promotion typeDiscount 1 (percent). */
  percentDiscount: strip(fixture('Blusa Cropped Canelada')),
  /** Promotion typeDiscount 2 (amount). */
  amountDiscount: strip(fixture('Vestido Curto de Linho Botões Frontais')),
  /** Virtual product (idTypeProduct 2): digital delivery. */
  digital: strip(fixture('Vale-Presente Digital Loja Vitrine R$ 100')),
  /** Subscription (productSignature). */
  signature: strip(fixture('Shampoo Reparador Óleo de Argan 300 ml')),
  /** Grouped by colour with two sibling products (productGrouping). */
  grouped: strip(fixture('Almofada Decorativa Linho Terracota')),
  /** Description with a malicious `<img onerror>` and `<script>`. */
  maliciousDescription: strip(fixture('Pendente de Vime Natural')),
  /** A simple product without variations, in stock. */
  simple: strip(fixture('Panela de Pressão Inox 6 Litros')),
  /** Category paths (level codes '01', '0101', '010101'). */
  category: {
    level1: 'moda-feminina',
    level2: 'moda-feminina/roupas',
    level3: 'moda-feminina/roupas/vestidos',
  },
  brand: { idBrand: 6, urlFriendly: 'sonora' },
  group: { idGroup: 1, urlFriendly: 'dia-das-maes' },
  /** The seeded customer account. */
  customer: { idCustomer: 501, email: 'maria@example.com', password: 'vitrine123', cpfCnpj: '52998224725' },
  /** Discount keys and vouchers. */
  discountKeys: { percent: 'BEMVINDO10', amount: 'VITRINE30', amountMinimum: 200 },
  vouchers: { fifty: 'VALE50' },
  giftCard: 'GIFT-0001-VITRINE',
  /** CEPs: SP capital, another region, an unknown one and a malformed one. */
  cep: {
    saoPaulo: '01310-100',
    rioDeJaneiro: '20040-020',
    manaus: '69005-070',
    unknown: '00000-000',
    invalid: '123',
  },
  freeFreightThreshold: seed.freeFreightThreshold,
} as const;
