import { WishlistGrid } from './WishlistGrid';

/** The wishlist page as it comes, and a plain list of names composed from the parts. */
export function WishlistGridExample() {
  return (
    <>
      <WishlistGrid />
      <WishlistGrid.Root aria-label="Favoritos">
        <WishlistGrid.Status />
        <WishlistGrid.Loading count={2} />
        <WishlistGrid.Invite />
        <WishlistGrid.Error />
        <WishlistGrid.Empty />
        <WishlistGrid.List>
          {(product) => (
            <WishlistGrid.Item key={product.idProduct} product={product}>
              {product.name}
            </WishlistGrid.Item>
          )}
        </WishlistGrid.List>
      </WishlistGrid.Root>
    </>
  );
}
