import { CartCount } from './CartCount';

/** Example: the header's cart badge (opens the page's `<CartPreview />`), and one rendered as a link to '/cart'. */
export function CartCountExample() {
  return (
    <header>
      <CartCount />
      <CartCount asChild label={(count) => `Sacola: ${count}`} onClick={(event) => event.preventDefault()}>
        <a href="/cart">Sacola</a>
      </CartCount>
    </header>
  );
}
