import { Skeleton } from './Skeleton';

/** Example usage of `Skeleton`: a product card placeholder with the card's final sizes. */
export function SkeletonExample() {
  return (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: 240 }}>
      <Skeleton aspectRatio={1} />
      <Skeleton shape="text" width="80%" />
      <Skeleton shape="text" width="40%" height="1.75rem" />
    </div>
  );
}
