/** The title of the page shown when the store did not answer (an outage, not a missing page). */
export const storeUnavailableTitle = 'Loja indisponível no momento';

/**
 * What a page shows when the store did not answer its reads: the store is unavailable, not the page missing.
 * 'Tentar novamente' reloads the same address (a plain link: it works before and without the page's script).
 */
export function StoreUnavailablePage({ path }: { path: string }) {
  return (
    <>
      <h1>{storeUnavailableTitle}</h1>
      <p>Não conseguimos falar com a loja agora. Tente novamente em instantes.</p>
      <p>
        <a href={path} className="vt-button">
          Tentar novamente
        </a>
      </p>
    </>
  );
}
