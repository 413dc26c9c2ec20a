import { LazyImage } from './LazyImage';

/** Example usage of `LazyImage`: a product image by size and a banner by ratio. */
export function LazyImageExample() {
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: 480 }}>
      <LazyImage src="/imagens/panela.jpg" alt="Panela de Pressão Inox 6 Litros" width={400} height={400} />
      <LazyImage src="/imagens/banner.jpg" alt="" aspectRatio="16 / 5" />
    </div>
  );
}
