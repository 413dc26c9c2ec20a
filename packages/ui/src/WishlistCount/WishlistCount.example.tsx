import { WishlistCount } from './WishlistCount';

/** Example: the header's count linking to the wishlist page, and a composed text-only variant. */
export function WishlistCountExample() {
  return (
    <div className="vt-root">
      <WishlistCount href="/customer/wishlist" />
      <WishlistCount.Root>
        <WishlistCount.Count />
        <WishlistCount.Label />
      </WishlistCount.Root>
    </div>
  );
}
