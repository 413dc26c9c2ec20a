import { BrandList } from './BrandList';

/** The featured brands with the default title, and every brand with names under the logos. */
export function BrandListExample() {
  return (
    <>
      <BrandList />
      <BrandList title="Todas as marcas" onlyFeatured={false} showNames />
    </>
  );
}
