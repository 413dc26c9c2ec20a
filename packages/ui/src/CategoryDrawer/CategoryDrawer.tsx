import { Dialog } from 'radix-ui';
import type { MouseEvent, ReactNode } from 'react';
import { CategoryMenu, type CategoryMenuProps } from '../CategoryMenu/CategoryMenu';
import { useControllableState } from '../foundation/internal/useControllableState';
import { SheetContent } from '../foundation/Sheet/SheetContent';
import { cx } from '../internal/cx';
import { useUiMessages } from '../messages/useUiMessages';
import { categoryDrawerMessages } from './categoryDrawerMessages';

/** Props of `<CategoryDrawer />`. */
export interface CategoryDrawerProps
  extends Pick<
    CategoryMenuProps,
    'topOnly' | 'showChildren' | 'maxDepth' | 'imagePosition' | 'skeletonCount'
  > {
  /** Whether the drawer is open (controlled); with `defaultOpen` / `onOpenChange`. */
  readonly open?: boolean | undefined;
  /** Opens on mount when uncontrolled; `false` by default. */
  readonly defaultOpen?: boolean | undefined;
  /** Hears every opening and closing (a link chosen in the drawer closes it too). */
  readonly onOpenChange?: ((open: boolean) => void) | undefined;
  /** The button's visible text; 'Menu' when `undefined`. */
  readonly trigger?: string | undefined;
  /** The button's accessible name; 'Abrir menu de categorias' when `undefined`. */
  readonly triggerLabel?: string | undefined;
  /** The drawer's heading; 'Todas as categorias' when `undefined`. */
  readonly title?: string | undefined;
  /** The × button's accessible name; 'Fechar menu de categorias' when `undefined`. */
  readonly close?: string | undefined;
  /** A class for the button. */
  readonly className?: string | undefined;
  /** Where the overlay and the drawer are portalled; `document.body` when `undefined`. */
  readonly container?: HTMLElement | null | undefined;
  /** Replaces the button's icon. */
  readonly icon?: ReactNode;
}

/** Three bars: the menu icon. */
function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The phone header's category menu: a 'Menu' button opening a modal drawer (Radix `Dialog`) from the left
 * with the vertical category tree. Focus moves into the drawer and stays there; Escape, the overlay and the ×
 * close it, and focus returns to the button. Choosing a category link closes it as the page navigates. The
 * tree loads when first opened (or comes from the page's cache when a category menu already loaded it); on the
 * server only the closed button renders.
 */
export function CategoryDrawer({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  triggerLabel,
  title,
  close,
  className,
  container,
  icon,
  ...menuProps
}: CategoryDrawerProps) {
  const text = useUiMessages('categoryDrawer', categoryDrawerMessages, {
    trigger,
    triggerLabel,
    title,
    close,
  });
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  // A chosen link navigates; a client-side router keeps the page (and may cancel the click's default to do
  // so), so the drawer closes itself whatever became of the click.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen} modal={false}>
      <Dialog.Trigger className={cx('vt-category-drawer__trigger', className)} aria-label={text.triggerLabel}>
        {icon ?? <MenuIcon />}
        <span className="vt-category-drawer__trigger-text">{text.trigger}</span>
      </Dialog.Trigger>
      <Dialog.Portal container={container}>
        <SheetContent
          open={isOpen}
          overlayClassName="vt-sheet-overlay vt-category-drawer__overlay"
          aria-describedby={undefined}
          className="vt-sheet vt-category-drawer"
          data-side="start"
          onClick={closeOnLink}
        >
          <div className="vt-category-drawer__header">
            <Dialog.Title className="vt-category-drawer__title">{text.title}</Dialog.Title>
            <Dialog.Close className="vt-category-drawer__close" aria-label={text.close}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <CategoryMenu title="" label={text.title} className="vt-category-drawer__menu" {...menuProps} />
        </SheetContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
