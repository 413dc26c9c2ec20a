import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The store's addresses, one route module per page. Categories take 1 to 3 slugs before `/c`; brands end in
 * `/m`, groups in `/g`; a product address holds `/produto/` (its first segment is the product's friendly URL
 * text). Anything else is the not-found page, answered with status 404.
 */
export default [
  index('routes/home.tsx', { id: 'home' }),
  route('busca', 'routes/search.tsx', { id: 'search' }),
  route(':urlFriendly/produto/*', 'routes/product.tsx', { id: 'product' }),
  route('produto/:urlFriendly', 'routes/product.tsx', { id: 'product-reversed' }),
  route(':c1/c', 'routes/listing.tsx', { id: 'category-1' }),
  route(':c1/:c2/c', 'routes/listing.tsx', { id: 'category-2' }),
  route(':c1/:c2/:c3/c', 'routes/listing.tsx', { id: 'category-3' }),
  route(':brand/m', 'routes/listing.tsx', { id: 'brand' }),
  route(':group/g', 'routes/listing.tsx', { id: 'group' }),
  route('*', 'routes/notFound.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
