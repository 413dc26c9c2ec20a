import { Breadcrumbs } from './Breadcrumbs';

/** Breadcrumbs of a category page, of a search page and a custom trail built from the parts. */
export function BreadcrumbsExample() {
  return (
    <>
      <Breadcrumbs page={{ kind: 'category', level: '010101' }} />
      <Breadcrumbs page={{ kind: 'page', label: 'vestido' }} />
      <Breadcrumbs.Root>
        <Breadcrumbs.List>
          <Breadcrumbs.Item>
            <Breadcrumbs.Link href="/">Início</Breadcrumbs.Link>
          </Breadcrumbs.Item>
          <Breadcrumbs.Item>
            <Breadcrumbs.Separator>/</Breadcrumbs.Separator>
            <Breadcrumbs.Link current>Minha Conta</Breadcrumbs.Link>
          </Breadcrumbs.Item>
        </Breadcrumbs.List>
      </Breadcrumbs.Root>
    </>
  );
}
