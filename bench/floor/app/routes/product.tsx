import { useContext, useState } from 'react';
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { CartCount } from '../cart';

interface Sku {
  idSku: number;
  code: string;
  pricePromotion: number;
  stock: number;
  variations: { name: string; nameReference: string }[];
}
interface Product {
  name: string;
  metaDescription: string;
  imageHome: string;
  pricePromotion: number;
  skUs: Sku[];
}

const apiUrl = process.env.VITRINE_API_URL ?? 'http://127.0.0.1:4010';

/** Reads the product from the store API (the sandbox), as the storefront's product route does. */
export async function loader({ params }: LoaderFunctionArgs) {
  const response = await fetch(`${apiUrl}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operation: 'catalogue.productDetail',
      params: `urlFriendly=${encodeURIComponent(params.slug ?? '')}`,
      json: null,
    }),
  });
  if (!response.ok) throw data('Produto não encontrado.', { status: 404 });
  const product = (await response.json()) as Product;
  const sizes = product.skUs
    .filter((sku) => sku.stock > 0)
    .map((sku) => ({
      idSku: sku.idSku,
      code: sku.code,
      price: sku.pricePromotion,
      label: sku.variations.map((v) => v.name).join(' / '),
    }));
  return {
    name: product.name,
    description: product.metaDescription,
    image: product.imageHome,
    sizes,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: product }) => [
  { title: product?.name },
  { name: 'description', content: product?.description },
];

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export default function ProductPage() {
  const { name, image, sizes } = useLoaderData<typeof loader>();
  const [chosen, setChosen] = useState(sizes[0]);
  const cart = useContext(CartCount);
  return (
    <article>
      <img src={image} alt={name} width={400} height={400} />
      <h1>{name}</h1>
      <p className="price">{chosen ? brl.format(chosen.price) : ''}</p>
      <p>
        Código: <span className="sku-code">{chosen?.code}</span>
      </p>
      <fieldset>
        <legend>Variação</legend>
        {sizes.map((size) => (
          <label key={size.idSku}>
            <input
              type="radio"
              name="sku"
              value={size.idSku}
              checked={chosen?.idSku === size.idSku}
              onChange={() => setChosen(size)}
            />
            {size.label}
          </label>
        ))}
      </fieldset>
      <button type="button" onClick={cart.add}>
        Adicionar ao Carrinho
      </button>
    </article>
  );
}
