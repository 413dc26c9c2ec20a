/** Unknown category, brand or group, or a page this example does not have yet. */
export function NotFoundPage() {
  return (
    <>
      <h1>Página não encontrada</h1>
      <p>
        <a href="/">Voltar para a página inicial</a>
      </p>
    </>
  );
}
