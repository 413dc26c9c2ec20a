import type { CategoryMenuItem as MenuEntry } from '@vitrine/core';
import { NavigationMenu } from 'radix-ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useControllableState } from '../foundation/internal/useControllableState';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import { useUiMessages } from '../messages/useUiMessages';
import {
  CategoryMenuImage,
  CategoryMenuItem,
  CategoryMenuLink,
  CategoryMenuList,
  CategoryMenuRoot,
  type CategoryMenuRootProps,
  CategoryMenuTitle,
  CategoryMenuToggle,
} from './CategoryMenuParts';
import { categoryMenuMessages } from './categoryMenuMessages';
import { useCategoryMenu } from './useCategoryMenu';

/** Props of the ready-made `<CategoryMenu />`. */
export interface CategoryMenuProps
  extends Omit<CategoryMenuRootProps, 'children' | 'asChild' | 'title' | 'dir'> {
  /** The reading direction (arrow keys follow it); inherited when `undefined`. */
  readonly dir?: 'ltr' | 'rtl' | undefined;
  /** 'vertical' (default): a titled list with disclosure buttons; 'horizontal': a menu bar with fly-out panels. */
  readonly orientation?: 'vertical' | 'horizontal' | undefined;
  /** Only the first 5 top categories (the spec's top-categories option). */
  readonly topOnly?: boolean | undefined;
  /** Show child menus (default true). */
  readonly showChildren?: boolean | undefined;
  /** The deepest level shown, from 1; every level when `undefined`. */
  readonly maxDepth?: number | undefined;
  /** Where each category's picture goes: 'top' or 'bottom' of its name; 'none' (default) shows none. */
  readonly imagePosition?: 'top' | 'bottom' | 'none' | undefined;
  /** The vertical menu's title; 'Todas as categorias' when `undefined`, none when ''. */
  readonly title?: string | undefined;
  /** The horizontal menu's landmark name; 'Categorias' when `undefined`. */
  readonly label?: string | undefined;
  /** Vertical: the level codes of the open child menus (controlled); with `defaultExpanded`/`onExpandedChange`. */
  readonly expanded?: readonly string[] | undefined;
  readonly defaultExpanded?: readonly string[] | undefined;
  readonly onExpandedChange?: ((levels: readonly string[]) => void) | undefined;
  /** Horizontal: the level code of the open panel ('' for none, controlled); with `defaultValue`/`onValueChange`. */
  readonly value?: string | undefined;
  readonly defaultValue?: string | undefined;
  readonly onValueChange?: ((level: string) => void) | undefined;
  /** How many skeleton entries hold the place while loading (default 5). */
  readonly skeletonCount?: number | undefined;
}

const noLevels: readonly string[] = [];

/** The name and, at the asked position, the picture of an entry. */
function EntryContent({
  entry,
  imagePosition,
}: {
  entry: MenuEntry;
  imagePosition: CategoryMenuProps['imagePosition'];
}) {
  const image =
    entry.image && imagePosition && imagePosition !== 'none' ? <CategoryMenuImage src={entry.image} /> : null;
  return (
    <>
      {imagePosition === 'top' ? image : null}
      <span className="vt-category-menu__name">{entry.name}</span>
      {imagePosition === 'bottom' ? image : null}
    </>
  );
}

/**
 * The category menu: each entry links to its friendly URL and carries its level
 * (`data-level`); child menus open through disclosure buttons (vertical) or fly-out panels (horizontal, Radix
 * `NavigationMenu`: arrow keys move between entries, Escape closes and returns focus); pictures at the top or
 * bottom; optionally only the first 5 categories. Skeleton entries hold the place while loading; when the tree
 * fails to load the menu stays, empty (the spec ignores load errors).
 */
export function CategoryMenu({
  orientation = 'vertical',
  topOnly,
  showChildren,
  maxDepth,
  imagePosition = 'none',
  title,
  label,
  expanded,
  defaultExpanded = noLevels,
  onExpandedChange,
  value,
  defaultValue = '',
  onValueChange,
  skeletonCount = 5,
  className,
  ...rootProps
}: CategoryMenuProps) {
  const text = useUiMessages('categoryMenu', categoryMenuMessages, { title, label });
  const menu = useCategoryMenu({ topOnly, showChildren, maxDepth });
  const [open, setOpen] = useControllableState(expanded, defaultExpanded, onExpandedChange);
  const [panel, setPanel] = useControllableState(value, defaultValue, onValueChange);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  useExposedFocusProxy(triggers.current, panel);
  const titleId = useId();
  const vertical = orientation === 'vertical';
  const hasTitle = vertical && text.title !== '';
  const state = {
    'aria-busy': menu.isLoading || undefined,
    'data-loading': dataFlag(menu.isLoading),
    'data-error': dataFlag(menu.hasError),
    'data-image-position': imagePosition,
  };
  const naming = hasTitle
    ? { 'aria-labelledby': titleId }
    : { 'aria-label': vertical ? text.title || text.label : text.label };
  const heading = hasTitle ? <CategoryMenuTitle id={titleId}>{text.title}</CategoryMenuTitle> : null;

  if (menu.isLoading || menu.items.length === 0) {
    return (
      <CategoryMenuRoot orientation={orientation} {...naming} {...state} {...rootProps} className={className}>
        {heading}
        {menu.isLoading ? (
          <div className="vt-category-menu__list" data-depth={1}>
            {Array.from({ length: skeletonCount }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered.
              <span key={index} className="vt-category-menu__skeleton vt-skeleton" />
            ))}
          </div>
        ) : null}
      </CategoryMenuRoot>
    );
  }

  if (vertical) {
    const toggle = (level: string) =>
      setOpen(open.includes(level) ? open.filter((l) => l !== level) : [...open, level]);
    const entries = (items: readonly MenuEntry[], depth: number): ReactNode => (
      <CategoryMenuList depth={depth}>
        {items.map((entry) => {
          const isOpen = open.includes(entry.level);
          const submenuId = `${titleId}-${entry.level}`;
          return (
            <CategoryMenuItem
              key={entry.idCategory}
              level={entry.level}
              depth={entry.depth}
              data-state={entry.children.length > 0 ? (isOpen ? 'open' : 'closed') : undefined}
            >
              <div className="vt-category-menu__row">
                <CategoryMenuLink href={entry.href} level={entry.level}>
                  <EntryContent entry={entry} imagePosition={imagePosition} />
                </CategoryMenuLink>
                {entry.children.length > 0 ? (
                  <CategoryMenuToggle
                    expanded={isOpen}
                    aria-controls={submenuId}
                    aria-label={text.toggle.replace('{name}', entry.name)}
                    onClick={() => toggle(entry.level)}
                  />
                ) : null}
              </div>
              {entry.children.length > 0 ? (
                <div id={submenuId} hidden={!isOpen}>
                  {entries(entry.children, depth + 1)}
                </div>
              ) : null}
            </CategoryMenuItem>
          );
        })}
      </CategoryMenuList>
    );
    return (
      <CategoryMenuRoot orientation="vertical" {...naming} {...state} {...rootProps} className={className}>
        {heading}
        {entries(menu.items, 1)}
      </CategoryMenuRoot>
    );
  }

  const nested = (items: readonly MenuEntry[], depth: number): ReactNode => (
    <CategoryMenuList depth={depth}>
      {items.map((entry) => (
        <CategoryMenuItem key={entry.idCategory} level={entry.level} depth={entry.depth}>
          <NavigationMenu.Link asChild>
            <CategoryMenuLink href={entry.href} level={entry.level}>
              <EntryContent entry={entry} imagePosition={imagePosition} />
            </CategoryMenuLink>
          </NavigationMenu.Link>
          {entry.children.length > 0 ? nested(entry.children, depth + 1) : null}
        </CategoryMenuItem>
      ))}
    </CategoryMenuList>
  );
  return (
    <NavigationMenu.Root
      value={panel}
      onValueChange={setPanel}
      aria-label={text.label}
      orientation="horizontal"
      {...state}
      {...rootProps}
      className={cx('vt-category-menu', className)}
    >
      <NavigationMenu.List className="vt-category-menu__list" data-depth={1}>
        {menu.items.map((entry) => (
          <NavigationMenu.Item
            key={entry.idCategory}
            value={entry.level}
            className="vt-category-menu__item"
            data-level={entry.level}
            data-depth={entry.depth}
          >
            {entry.children.length > 0 ? (
              <>
                <NavigationMenu.Trigger
                  ref={(element) => {
                    if (element) triggers.current.set(entry.level, element);
                    else triggers.current.delete(entry.level);
                  }}
                  className="vt-category-menu__trigger"
                  data-level={entry.level}
                >
                  <EntryContent entry={entry} imagePosition={imagePosition} />
                  <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12" focusable="false">
                    <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </NavigationMenu.Trigger>
                <NavigationMenu.Content className="vt-category-menu__panel">
                  <NavigationMenu.Link asChild>
                    <CategoryMenuLink
                      href={entry.href}
                      level={entry.level}
                      className="vt-category-menu__panel-title"
                    >
                      {entry.name}
                    </CategoryMenuLink>
                  </NavigationMenu.Link>
                  {nested(entry.children, 2)}
                </NavigationMenu.Content>
              </>
            ) : (
              <NavigationMenu.Link asChild>
                <CategoryMenuLink href={entry.href} level={entry.level}>
                  <EntryContent entry={entry} imagePosition={imagePosition} />
                </CategoryMenuLink>
              </NavigationMenu.Link>
            )}
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

CategoryMenu.Root = CategoryMenuRoot;
CategoryMenu.Title = CategoryMenuTitle;
CategoryMenu.List = CategoryMenuList;
CategoryMenu.Item = CategoryMenuItem;
CategoryMenu.Link = CategoryMenuLink;
CategoryMenu.Image = CategoryMenuImage;
CategoryMenu.Toggle = CategoryMenuToggle;

/**
 * Radix's NavigationMenu renders, after the trigger of the open panel, a focus proxy that is both `aria-hidden`
 * and focusable (radix-ui/primitives#3085): axe's aria-hidden-focus. It only passes the focus into the panel
 * (and back), so it is exposed instead of hidden, as Reka UI's fix does. Runs each time a panel opens.
 */
function useExposedFocusProxy(triggers: ReadonlyMap<string, HTMLButtonElement>, panel: string): void {
  useEffect(() => {
    const proxy = triggers.get(panel)?.nextElementSibling;
    if (proxy?.getAttribute('aria-hidden') === 'true' && proxy.getAttribute('tabindex') === '0')
      proxy.removeAttribute('aria-hidden');
  }, [triggers, panel]);
}
