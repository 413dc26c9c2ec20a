import type { AntiBotTokenProvider, ProductDetail } from '@vitrine/core';
import { ProductRatings } from './ProductRatings';

/**
 * The detail page's ratings (form behind 'Avaliar produto'), the form always open, and a custom layout from the
 * parts: the summary and list only, with the form in a column beside them.
 */
export function ProductRatingsExample({
  product,
  antiBot,
}: {
  readonly product: ProductDetail;
  readonly antiBot?: AntiBotTokenProvider;
}) {
  return (
    <>
      <ProductRatings product={product} antiBot={antiBot} />
      <ProductRatings product={product} antiBot={antiBot} collapsible={false} title="Opiniões de clientes" />
      <ProductRatings.Root product={product} aria-label="Avaliações" className="minha-loja-avaliacoes">
        <ProductRatings.Summary />
        <ProductRatings.Loading />
        <ProductRatings.Empty />
        <ProductRatings.List />
        <ProductRatings.Form antiBot={antiBot}>
          <ProductRatings.RateField legend="Sua nota" />
          <ProductRatings.Field name="name" />
          <ProductRatings.Field name="email" />
          <ProductRatings.Field name="city" />
          <ProductRatings.StateField />
          <ProductRatings.Field name="title" placeholder="Resuma sua experiência" />
          <ProductRatings.CommentField />
          <ProductRatings.PublicEmailField />
          <ProductRatings.Submit>Publicar</ProductRatings.Submit>
          <ProductRatings.FormStatus />
        </ProductRatings.Form>
      </ProductRatings.Root>
    </>
  );
}
