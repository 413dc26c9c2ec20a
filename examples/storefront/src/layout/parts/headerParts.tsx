// The header's widgets that wait for the shopper's first touch (a menu, the search box, the desktop category
// menu, the logo link): one chunk, fetched by whichever of them is touched first.
export { CategoryDrawer, CategoryMenu, Logo, SearchBox } from '@vitrine/ui';
