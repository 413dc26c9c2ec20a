import { Banner } from './Banner';

/** The home's full banners, a category's central banners and one footer banner without descriptions. */
export function BannerExample() {
  return (
    <>
      <Banner type="F" width={1600} height={500} />
      <Banner type="C" textLink="moda-feminina/c" />
      <Banner type="R" show="fixed" hideDescription />
    </>
  );
}
