/** The texts of `Breadcrumbs`; the spec names the trail's links ('Home', 'Área do Cliente') but not the landmark. */
export const breadcrumbsMessages = {
  /** The accessible name of the navigation landmark. */
  label: 'Trilha de navegação',
  /** The label of the first link, the home page (core's trail names it 'Home'). */
  home: 'Home',
};

/** The shape of {@link breadcrumbsMessages}. */
export type BreadcrumbsMessages = typeof breadcrumbsMessages;
