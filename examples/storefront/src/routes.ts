import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The store's addresses, one route module per page. Categories take 1 to 3 slugs before `/c`; brands end in
 * `/m`, groups in `/g`; a product address holds `/produto/` (its first segment is the product's friendly URL
 * text). The contact, FAQ, privacy-policy and institutional pages are the same for every shopper; the customer
 * pages (`/customer…`) are one shopper's, checked on the server and never cached; so is the checkout hand-off
 * (`/checkout/identification`, `/checkout/payment`), where a real store's platform checkout takes over. Anything else is the not-found
 * page, answered with status 404.
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
  route('contato', 'routes/contact.tsx', { id: 'contact' }),
  route('perguntas-frequentes', 'routes/faq.tsx', { id: 'faq' }),
  route('politica-de-privacidade', 'routes/privacyPolicy.tsx', { id: 'privacy-policy' }),
  route('institucional/:idCustomPage/:idCustomPageContent', 'routes/institutional.tsx', {
    id: 'institutional',
  }),
  route('customer', 'routes/customer.tsx', { id: 'customer' }),
  route('customer/login', 'routes/customerLogin.tsx', { id: 'customer-login' }),
  route('customer/register', 'routes/customerRegister.tsx', { id: 'customer-register' }),
  route('customer/order', 'routes/customerOrders.tsx', { id: 'customer-orders' }),
  route('customer/wishlist', 'routes/customerWishlist.tsx', { id: 'customer-wishlist' }),
  route('checkout/identification', 'routes/checkout.tsx', { id: 'checkout-identification' }),
  route('checkout/payment', 'routes/checkout.tsx', { id: 'checkout-payment' }),
  route('*', 'routes/notFound.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
