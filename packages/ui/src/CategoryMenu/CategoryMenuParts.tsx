import { Slot } from 'radix-ui';
import { part } from '../foundation/internal/createPart';
import { cx } from '../internal/cx';
import type { PartProps } from '../internal/partsContext';

/** Props of `CategoryMenu.Root`: the navigation landmark. */
export type CategoryMenuRootProps = PartProps<'nav'> & {
  /** 'vertical' (default) or 'horizontal' (→ `data-orientation`). */
  readonly orientation?: 'vertical' | 'horizontal' | undefined;
};

const CategoryMenuRootElement = part('nav', 'CategoryMenu.Root', 'vt-category-menu');

/** The menu's navigation landmark. */
export function CategoryMenuRoot({ orientation = 'vertical', ...props }: CategoryMenuRootProps) {
  return <CategoryMenuRootElement data-orientation={orientation} {...props} />;
}

/** Props of `CategoryMenu.Title`. */
export type CategoryMenuTitleProps = PartProps<'h2'>;

/** The vertical menu's heading ('Todas as categorias' in the ready-made menu). */
export const CategoryMenuTitle = part('h2', 'CategoryMenu.Title', 'vt-category-menu__title');

/** Props of `CategoryMenu.List`. */
export type CategoryMenuListProps = PartProps<'ul'> & {
  /** The depth of the entries it holds, from 1 (→ `data-depth`). */
  readonly depth?: number | undefined;
};

/** A list of entries: the top level or a child menu. */
export function CategoryMenuList({ asChild, depth, className, ref, ...props }: CategoryMenuListProps) {
  const Element = asChild ? Slot.Root : 'ul';
  return (
    <Element
      data-depth={depth}
      {...props}
      ref={ref}
      className={cx(depth && depth > 1 ? 'vt-category-menu__submenu' : 'vt-category-menu__list', className)}
    />
  );
}

/** Props of `CategoryMenu.Item`. */
export type CategoryMenuItemProps = PartProps<'li'> & {
  /** The category's level code, 2 characters per depth (→ `data-level`). */
  readonly level?: string | undefined;
  /** The depth from 1 (→ `data-depth`). */
  readonly depth?: number | undefined;
};

const CategoryMenuItemElement = part('li', 'CategoryMenu.Item', 'vt-category-menu__item');

/** One entry: its link and, when it has children, their menu. */
export function CategoryMenuItem({ level, depth, ...props }: CategoryMenuItemProps) {
  return <CategoryMenuItemElement data-level={level} data-depth={depth} {...props} />;
}

/** Props of `CategoryMenu.Link`. */
export type CategoryMenuLinkProps = PartProps<'a'> & {
  /** The category's level code (→ `data-level`). */
  readonly level?: string | undefined;
};

const CategoryMenuLinkElement = part('a', 'CategoryMenu.Link', 'vt-category-menu__link');

/** The link to a category page (its friendly URL). */
export function CategoryMenuLink({ level, ...props }: CategoryMenuLinkProps) {
  return <CategoryMenuLinkElement data-level={level} {...props} />;
}

/** Props of `CategoryMenu.Image`. */
export type CategoryMenuImageProps = PartProps<'img'>;

/** A category's picture, decorative beside its name (empty `alt`). */
export const CategoryMenuImage = part('img', 'CategoryMenu.Image', 'vt-category-menu__image', {
  defaults: { alt: '', loading: 'lazy', decoding: 'async' },
});

/** Props of `CategoryMenu.Toggle`. */
export type CategoryMenuToggleProps = PartProps<'button'> & {
  /** Whether the child menu it controls is shown (→ `aria-expanded`, `data-state`). */
  readonly expanded: boolean;
};

const CategoryMenuToggleElement = part('button', 'CategoryMenu.Toggle', 'vt-category-menu__toggle');

/** The disclosure button of a vertical entry's child menu. */
export function CategoryMenuToggle({ expanded, children, ...props }: CategoryMenuToggleProps) {
  return (
    <CategoryMenuToggleElement
      type="button"
      {...props}
      aria-expanded={expanded}
      data-state={expanded ? 'open' : 'closed'}
    >
      {children ?? (
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
    </CategoryMenuToggleElement>
  );
}
