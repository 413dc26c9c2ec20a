import { CategoryMenu } from './CategoryMenu';

/** The vertical side menu, the horizontal header bar with pictures, and a custom vertical list from the parts. */
export function CategoryMenuExample() {
  return (
    <>
      <CategoryMenu />
      <CategoryMenu orientation="horizontal" topOnly imagePosition="top" />
      <CategoryMenu.Root aria-label="Atalhos">
        <CategoryMenu.List depth={1}>
          <CategoryMenu.Item level="01" depth={1}>
            <CategoryMenu.Link href="/moda-feminina/c" level="01">
              Moda Feminina
            </CategoryMenu.Link>
          </CategoryMenu.Item>
        </CategoryMenu.List>
      </CategoryMenu.Root>
    </>
  );
}
