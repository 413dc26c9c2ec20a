/** The texts of `ProductGallery` (the kit's own pt-BR texts). */
export const productGalleryMessages = {
  /** The gallery's accessible name. */
  label: 'Imagens do produto',
  /** How a screen reader announces the gallery (a carousel of pictures). */
  roleDescription: 'galeria',
  /** How a screen reader announces each picture of the main view. */
  slideRoleDescription: 'imagem',
  /** A picture's name in the main view: its position ('1 de 4'). */
  slideLabel: (position: number, total: number): string => `${position} de ${total}`,
  /** A picture's `alt`: the product's name, with its position from the second picture on. */
  imageAlt: (name: string, position: number, total: number): string =>
    position > 1 ? `${name} - imagem ${position} de ${total}` : name,
  /** The button showing the previous picture. */
  previous: 'Imagem anterior',
  /** The button showing the next picture. */
  next: 'Próxima imagem',
  /** The name of the list of thumbnails. */
  thumbnails: 'Miniaturas',
  /** A thumbnail button's name ('Imagem 2 de 4'). */
  thumbnailLabel: (position: number, total: number): string => `Imagem ${position} de ${total}`,
  /** The button opening the large view. */
  zoomTrigger: 'Ampliar imagem',
  /** The large view's close button. */
  zoomClose: 'Fechar',
  /** The 2× toggle of the large view (a pressed/unpressed button). */
  zoomToggle: 'Aproximar imagem',
  /** Shown while the large view's parts load on its first opening. */
  zoomLoading: 'Carregando imagem ampliada',
  /** The large view's position line ('Imagem 2 de 4'). */
  zoomCounter: (position: number, total: number): string => `Imagem ${position} de ${total}`,
};

/** The shape of {@link productGalleryMessages}. */
export type ProductGalleryMessages = typeof productGalleryMessages;

/** The names of the gallery's texts, which the Root and the ready-made also take as props. */
export const productGalleryTextNames = Object.keys(
  productGalleryMessages,
) as (keyof ProductGalleryMessages)[];
