/**
 * The empty-listing text: 'Nenhum resultado encontrado para "{term}"' for a search,
 * 'Nenhum produto encontrado!' for any other listing (or a blank term).
 */
export function emptyListingMessage(term?: string): string {
  const trimmed = term?.trim();
  return trimmed ? `Nenhum resultado encontrado para "${trimmed}"` : 'Nenhum produto encontrado!';
}
