import { Slot } from 'radix-ui';
import { cx } from '../internal/cx';
import type { PartProps } from '../internal/partsContext';

/** Props of `CategoryMenu.Root`: the navigation landmark. */
export type CategoryMenuRootProps = PartProps<'nav'> & {
  /** 'vertical' (default) or 'horizontal' (→ `data-orientation`). */
  readonly orientation?: 'vertical' | 'horizontal' | undefined;
};

/** The menu's navigation landmark. */
export function CategoryMenuRoot({
  asChild,
  orientation = 'vertical',
  className,
  ref,
  ...props
}: CategoryMenuRootProps) {
  const Element = asChild ? Slot.Root : 'nav';
  return (
    <Element
      data-orientation={orientation}
      {...props}
      ref={ref}
      className={cx('vt-category-menu', className)}
    />
  );
}

/** Props of `CategoryMenu.Title`. */
export type CategoryMenuTitleProps = PartProps<'h2'>;

/** The vertical menu's heading ('Todas as categorias' in the ready-made menu). */
export function CategoryMenuTitle({ asChild, className, ref, ...props }: CategoryMenuTitleProps) {
  const Element = asChild ? Slot.Root : 'h2';
  return <Element {...props} ref={ref} className={cx('vt-category-menu__title', className)} />;
}

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

/** One entry: its link and, when it has children, their menu. */
export function CategoryMenuItem({ asChild, level, depth, className, ref, ...props }: CategoryMenuItemProps) {
  const Element = asChild ? Slot.Root : 'li';
  return (
    <Element
      data-level={level}
      data-depth={depth}
      {...props}
      ref={ref}
      className={cx('vt-category-menu__item', className)}
    />
  );
}

/** Props of `CategoryMenu.Link`. */
export type CategoryMenuLinkProps = PartProps<'a'> & {
  /** The category's level code (→ `data-level`). */
  readonly level?: string | undefined;
};

/** The link to a category page (its friendly URL). */
export function CategoryMenuLink({ asChild, level, className, ref, ...props }: CategoryMenuLinkProps) {
  const Element = asChild ? Slot.Root : 'a';
  return (
    <Element data-level={level} {...props} ref={ref} className={cx('vt-category-menu__link', className)} />
  );
}

/** Props of `CategoryMenu.Image`. */
export type CategoryMenuImageProps = PartProps<'img'>;

/** A category's picture, decorative beside its name (empty `alt`). */
export function CategoryMenuImage({ asChild, className, ref, ...props }: CategoryMenuImageProps) {
  const Element = asChild ? Slot.Root : 'img';
  return (
    <Element
      alt=""
      loading="lazy"
      decoding="async"
      {...props}
      ref={ref}
      className={cx('vt-category-menu__image', className)}
    />
  );
}

/** Props of `CategoryMenu.Toggle`. */
export type CategoryMenuToggleProps = PartProps<'button'> & {
  /** Whether the child menu it controls is shown (→ `aria-expanded`, `data-state`). */
  readonly expanded: boolean;
};

/** The disclosure button of a vertical entry's child menu. */
export function CategoryMenuToggle({
  asChild,
  expanded,
  className,
  ref,
  children,
  ...props
}: CategoryMenuToggleProps) {
  const Element = asChild ? Slot.Root : 'button';
  return (
    <Element
      type="button"
      {...props}
      aria-expanded={expanded}
      data-state={expanded ? 'open' : 'closed'}
      ref={ref}
      className={cx('vt-category-menu__toggle', className)}
    >
      {children ?? (
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
    </Element>
  );
}
