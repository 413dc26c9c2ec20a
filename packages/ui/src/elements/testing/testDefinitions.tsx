import type { ProductDetail } from '@vitrine/core';
import { CartCount } from '../../CartCount/CartCount';
import { Logo } from '../../Logo/Logo';
import type { ElementDefinition } from '../ElementDefinition';
import { withProductSource } from '../ProductSource';

/** Test definitions standing in for the kit's (in `definitions/`): a plain, a lazy and a product-page widget. */
export const cartCountTestElement = {
  tag: 'vitrine-cart-count',
  component: CartCount,
  attributes: {
    'loading-label': {
      prop: 'loadingLabel',
      type: 'string',
      description: 'O nome antes da primeira leitura.',
    },
  },
  description: 'A contagem de itens do carrinho.',
} satisfies ElementDefinition;

export const logoTestElement = {
  tag: 'vitrine-logo',
  component: Logo,
  attributes: {
    name: { prop: 'name', type: 'string', description: 'O nome da loja.' },
    src: { prop: 'src', type: 'string', description: 'A imagem do logo.' },
    width: { prop: 'width', type: 'number', description: 'A largura da imagem.' },
  },
  description: 'O logo da loja.',
} satisfies ElementDefinition;

export const searchBoxTestElement = {
  tag: 'vitrine-search-box',
  component: () => import('../../SearchBox/SearchBox').then((module) => module.SearchBox),
  lazy: true,
  attributes: {
    placeholder: { prop: 'placeholder', type: 'string', description: 'O texto de exemplo do campo.' },
    'show-label': { prop: 'showLabel', type: 'boolean', description: 'Mostra o rótulo acima do campo.' },
  },
  description: 'A busca do cabeçalho.',
} satisfies ElementDefinition;

/** A tiny product-page widget: the product's name as the page title, listing the other props it got. */
function ProductName({ product, ...others }: { readonly product: ProductDetail }) {
  return <h1 data-other-props={Object.keys(others).sort().join(' ')}>{product.name}</h1>;
}

export const productNameTestElement = {
  tag: 'vitrine-product-name',
  component: withProductSource(ProductName),
  attributes: {
    'product-url': { prop: 'productUrl', type: 'string', description: 'O texto da URL amigável do produto.' },
  },
  description: 'O nome do produto da página.',
} satisfies ElementDefinition;

/** The same widget marked for the runtime to resolve its product (how `definitions/` marks product widgets). */
export const productTitleTestElement = {
  tag: 'vitrine-product-title',
  component: ProductName,
  attributes: {
    'product-url': { prop: 'productUrl', type: 'string', description: 'O texto da URL amigável do produto.' },
  },
  defaults: { productSource: true },
  description: 'O nome do produto da página.',
} satisfies ElementDefinition;

/** Every test definition. */
export const testDefinitions = [
  cartCountTestElement,
  logoTestElement,
  searchBoxTestElement,
  productNameTestElement,
  productTitleTestElement,
] as const;
