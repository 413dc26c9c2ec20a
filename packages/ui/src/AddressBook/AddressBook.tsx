import type { Address } from '@vitrine/core';
import {
  lazy,
  type MouseEvent,
  type ReactNode,
  type Ref,
  Suspense,
  useCallback,
  useId,
  useMemo,
  useRef,
} from 'react';
import { ConfirmDialog } from '../foundation/ConfirmDialog/ConfirmDialog';
import { part } from '../foundation/internal/createPart';
import { Spinner } from '../foundation/Spinner/Spinner';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import type { PartProps } from '../internal/partsContext';
import { splitProps } from '../internal/splitProps';
import { useUiMessages } from '../messages/useUiMessages';
import type { AddressBookFormBoxProps } from './AddressBookFormBox';
import {
  AddressBookContext,
  AddressBookItemContext,
  useAddressBookContext,
  useAddressBookItemContext,
} from './addressBookContext';
import { type AddressBookMessages, addressBookMessages } from './addressBookMessages';
import { addressLines, addressOneLine } from './addressLines';
import { useAddressBookBehaviour } from './useAddressBookBehaviour';

/*
 * The address form (its dialog, fields, CEP lookup and state list) is a module of its own, fetched the first time
 * the shopper opens it, or points at or focuses a button that opens it: the list page carries only the list.
 */
let formModule: Promise<typeof import('./AddressBookFormBox')> | undefined;
function loadForm() {
  formModule ??= import('./AddressBookFormBox');
  return formModule;
}
function preloadForm() {
  void loadForm();
}
const LazyFormBox = lazy(() => loadForm().then((module) => ({ default: module.AddressBookFormBox })));

/** Sets both refs: the part's own and the consumer's. */
function useComposedRef<T>(theirs: Ref<T> | undefined, ours: (element: T | null) => void) {
  return useCallback(
    (element: T | null) => {
      ours(element);
      if (typeof theirs === 'function') theirs(element);
      else if (theirs) theirs.current = element;
    },
    [theirs, ours],
  );
}

const textKeys = Object.keys(addressBookMessages) as (keyof AddressBookMessages)[];

/** Props of `AddressBook.Root`: the section's props and every text of the widget (`title` is the heading's). */
export type AddressBookRootProps = Omit<PartProps<'section'>, 'title'> & Partial<AddressBookMessages>;

const AddressBookRootElement = part('section', 'AddressBook.Root', 'vt-address-book');

/**
 * The section running the signed-in customer's address book (`useAddressBook`) for its parts: labelled by its
 * `Title`, `aria-busy` while the list first loads or a change is on its way. `data-state`
 * ('loading' | 'error' | 'empty' | 'ready'), `data-loading`.
 */
export function AddressBookRoot({ asChild, className, ref, ...props }: AddressBookRootProps) {
  const [textProps, element] = splitProps(props, textKeys);
  const texts = useUiMessages('addressBook', addressBookMessages, textProps);
  const behaviour = useAddressBookBehaviour(texts);
  const titleId = useId();
  const context = useMemo(() => ({ ...behaviour, texts, titleId }), [behaviour, texts, titleId]);
  const busy = behaviour.state === 'loading' || behaviour.book.pending.length > 0;
  return (
    <AddressBookContext.Provider value={context}>
      <AddressBookRootElement
        asChild={asChild}
        aria-labelledby={behaviour.titled ? titleId : undefined}
        aria-busy={busy || undefined}
        data-state={behaviour.state}
        data-loading={dataFlag(behaviour.book.isLoading)}
        {...element}
        ref={ref}
        className={className}
      />
    </AddressBookContext.Provider>
  );
}

/** Props of `AddressBook.Title`. */
export type AddressBookTitleProps = PartProps<'h2'>;

const AddressBookTitleElement = part('h2', 'AddressBook.Title', 'vt-address-book__title');

/**
 * The heading ('Meus endereços'; an `h2`, `asChild` for another level). It names the section, and focus lands
 * on it when a deleted address takes the focused button away.
 */
export function AddressBookTitle({ asChild, ref, children, ...props }: AddressBookTitleProps) {
  const { texts, titleId, registerTitle } = useAddressBookContext('Title');
  const composed = useComposedRef(ref, registerTitle);
  return (
    <AddressBookTitleElement asChild={asChild} id={titleId} tabIndex={-1} {...props} ref={composed}>
      {asChild ? children : (children ?? texts.title)}
    </AddressBookTitleElement>
  );
}

/** Props of `AddressBook.Add`. */
export type AddressBookAddProps = PartProps<'button'>;

const AddressBookAddElement = part('button', 'AddressBook.Add', 'vt-button');

/** 'Adicionar endereço': opens the form for a new address (focus comes back here when it closes). */
export function AddressBookAdd({
  asChild,
  className,
  children,
  onClick,
  onPointerEnter,
  onFocus,
  ...props
}: AddressBookAddProps) {
  const { texts, openForm } = useAddressBookContext('Add');
  return (
    <AddressBookAddElement
      asChild={asChild}
      type="button"
      {...props}
      onClick={composeEventHandlers(onClick, (event: MouseEvent<HTMLButtonElement>) =>
        openForm(undefined, event.currentTarget),
      )}
      onPointerEnter={composeEventHandlers(onPointerEnter, preloadForm)}
      onFocus={composeEventHandlers(onFocus, preloadForm)}
      className={cx('vt-address-book__add', className)}
    >
      {asChild ? children : (children ?? texts.add)}
    </AddressBookAddElement>
  );
}

/** Props of `AddressBook.Status`. */
export type AddressBookStatusProps = Omit<PartProps<'p'>, 'children'>;

const AddressBookStatusElement = part('p', 'AddressBook.Status', 'vt-address-book__status');

/**
 * A polite live region, present from the start, saying what went through: 'Endereço salvo.', 'Endereço
 * excluído.', 'Endereço de entrega padrão alterado.', 'Endereço de cobrança alterado.'.
 */
export function AddressBookStatus({ ...props }: AddressBookStatusProps) {
  const { announcement } = useAddressBookContext('Status');
  return (
    <AddressBookStatusElement role="status" {...props}>
      {announcement}
    </AddressBookStatusElement>
  );
}

/** Props of `AddressBook.Loading`. */
export type AddressBookLoadingProps = PartProps<'div'>;

const AddressBookLoadingElement = part('div', 'AddressBook.Loading', 'vt-address-book__loading');

/** While the list first loads: a spinner announcing 'Carregando endereços…' and two placeholder cards. */
export function AddressBookLoading({ asChild, className, children, ...props }: AddressBookLoadingProps) {
  const { state, texts } = useAddressBookContext('Loading');
  if (state !== 'loading') return null;
  return (
    <AddressBookLoadingElement asChild={asChild} data-loading="" {...props} className={className}>
      {asChild
        ? children
        : (children ?? (
            <>
              <Spinner label={texts.loading} size="sm" />
              <span className="vt-skeleton vt-address-book__skeleton" aria-hidden="true" />
              <span className="vt-skeleton vt-address-book__skeleton" aria-hidden="true" />
            </>
          ))}
    </AddressBookLoadingElement>
  );
}

/** Props of `AddressBook.Empty`. */
export type AddressBookEmptyProps = PartProps<'p'>;

const AddressBookEmptyElement = part('p', 'AddressBook.Empty', 'vt-address-book__empty');

/** 'Você ainda não tem endereços cadastrados.', once the list has loaded empty. */
export function AddressBookEmpty({ asChild, children, ...props }: AddressBookEmptyProps) {
  const { state, texts } = useAddressBookContext('Empty');
  if (state !== 'empty') return null;
  return (
    <AddressBookEmptyElement asChild={asChild} {...props}>
      {asChild ? children : (children ?? texts.empty)}
    </AddressBookEmptyElement>
  );
}

/** Props of `AddressBook.LoadError`. */
export type AddressBookLoadErrorProps = PartProps<'div'>;

const AddressBookLoadErrorElement = part('div', 'AddressBook.LoadError', 'vt-address-book__load-error');

/**
 * When the list could not load: 'Não foi possível carregar seus endereços.', the store's text, and 'Tentar
 * novamente' (loads it again). Announced at once (`role="alert"`).
 */
export function AddressBookLoadError({ asChild, className, children, ...props }: AddressBookLoadErrorProps) {
  const { book, texts } = useAddressBookContext('LoadError');
  if (book.loadError === undefined || book.isLoading) return null;
  return (
    <AddressBookLoadErrorElement asChild={asChild} role="alert" {...props} className={className}>
      {asChild
        ? children
        : (children ?? (
            <>
              <p className="vt-address-book__load-error-title">{texts.loadError}</p>
              <p className="vt-address-book__load-error-detail">{book.loadError}</p>
              <button
                type="button"
                className="vt-button vt-address-book__retry"
                data-variant="secondary"
                onClick={book.reload}
              >
                {texts.retry}
              </button>
            </>
          ))}
    </AddressBookLoadErrorElement>
  );
}

/** Props of `AddressBook.List`. */
export type AddressBookListProps = Omit<PartProps<'ul'>, 'children'> & {
  /** Each address's item; one `AddressBook.Item` with its default content per address when `undefined`. */
  readonly children?: ((address: Address) => ReactNode) | undefined;
};

const AddressBookListElement = part('ul', 'AddressBook.List', 'vt-address-book__list');

/** The list of addresses ('Endereços cadastrados'), in the store's order; nothing while there is none. */
export function AddressBookList({ children, ...props }: AddressBookListProps) {
  const { book, texts } = useAddressBookContext('List');
  if (book.addresses.length === 0) return null;
  return (
    <AddressBookListElement aria-label={texts.listLabel} {...props}>
      {book.addresses.map((address) =>
        children ? children(address) : <AddressBookItem key={address.idAddress} address={address} />,
      )}
    </AddressBookListElement>
  );
}

/** Props of `AddressBook.Item`. */
export type AddressBookItemProps = PartProps<'li'> & {
  /** The address this item shows. */
  readonly address: Address;
};

const AddressBookItemElement = part('li', 'AddressBook.Item', 'vt-address-book__item');

/**
 * One address: by default its text, its badges, the store's text of a failed change, and its buttons. Focus
 * lands on it (it is focusable by script only) when the button that had it goes away. `data-default-delivery`,
 * `data-billing`, `data-pending` (and `aria-busy`) while one of its changes is on its way.
 */
export function AddressBookItem({
  address,
  asChild,
  className,
  ref,
  children,
  ...props
}: AddressBookItemProps) {
  const { book, isPending, registerItem } = useAddressBookContext('Item');
  const textId = useId();
  const pending = isPending(address.idAddress);
  const error = book.errors[address.idAddress];
  const id = address.idAddress;
  const register = useCallback(
    (element: HTMLLIElement | null) => registerItem(id, element),
    [registerItem, id],
  );
  const composed = useComposedRef(ref, register);
  const context = useMemo(() => ({ address, pending, error, textId }), [address, pending, error, textId]);
  return (
    <AddressBookItemContext.Provider value={context}>
      <AddressBookItemElement
        asChild={asChild}
        tabIndex={-1}
        aria-busy={pending || undefined}
        data-default-delivery={dataFlag(address.defaultDelivery)}
        data-billing={dataFlag(address.billing)}
        data-pending={dataFlag(pending)}
        {...props}
        ref={composed}
        className={className}
      >
        {asChild
          ? children
          : (children ?? (
              <>
                <AddressBookItemAddress />
                <AddressBookItemBadges />
                <AddressBookItemError />
                <div className="vt-address-book__actions">
                  <AddressBookEdit />
                  <AddressBookSetDefaultDelivery />
                  <AddressBookSetBilling />
                  <AddressBookDelete />
                </div>
              </>
            ))}
      </AddressBookItemElement>
    </AddressBookItemContext.Provider>
  );
}

/** Props of `AddressBook.ItemAddress`. */
export type AddressBookItemAddressProps = PartProps<'p'>;

const AddressBookItemAddressElement = part('p', 'AddressBook.ItemAddress', 'vt-address-book__address');

/** The address in three lines: street and number (and complement), neighbourhood, city and state, and the CEP. */
export function AddressBookItemAddress({
  asChild,
  className,
  children,
  ...props
}: AddressBookItemAddressProps) {
  const { texts } = useAddressBookContext('ItemAddress');
  const { address, textId } = useAddressBookItemContext('ItemAddress');
  const lines = addressLines(address);
  return (
    <AddressBookItemAddressElement asChild={asChild} id={textId} {...props} className={className}>
      {asChild
        ? children
        : (children ?? (
            <>
              <span className="vt-address-book__line">{lines.street}</span>
              <span className="vt-address-book__line">{lines.area}</span>
              <span className="vt-address-book__line">{texts.cepLine(lines.cep)}</span>
            </>
          ))}
    </AddressBookItemAddressElement>
  );
}

/** Props of `AddressBook.ItemBadges`. */
export type AddressBookItemBadgesProps = PartProps<'p'>;

const AddressBookItemBadgesElement = part('p', 'AddressBook.ItemBadges', 'vt-address-book__badges');

/** 'Entrega padrão' and 'Cobrança' on the addresses holding them (`data-badge`); nothing otherwise. */
export function AddressBookItemBadges({
  asChild,
  className,
  children,
  ...props
}: AddressBookItemBadgesProps) {
  const { texts } = useAddressBookContext('ItemBadges');
  const { address } = useAddressBookItemContext('ItemBadges');
  if (!address.defaultDelivery && !address.billing) return null;
  return (
    <AddressBookItemBadgesElement asChild={asChild} {...props} className={className}>
      {asChild
        ? children
        : (children ?? (
            <>
              {address.defaultDelivery ? (
                <span className="vt-address-book__badge" data-badge="default-delivery">
                  {texts.defaultDeliveryBadge}
                </span>
              ) : null}
              {address.billing ? (
                <span className="vt-address-book__badge" data-badge="billing">
                  {texts.billingBadge}
                </span>
              ) : null}
            </>
          ))}
    </AddressBookItemBadgesElement>
  );
}

/** Props of `AddressBook.ItemError`. */
export type AddressBookItemErrorProps = Omit<PartProps<'p'>, 'children'>;

const AddressBookItemErrorElement = part('p', 'AddressBook.ItemError', 'vt-field-error');

/** The store's text of this address's last failed change, announced at once; always rendered, empty when none. */
export function AddressBookItemError({ className, ...props }: AddressBookItemErrorProps) {
  const { error } = useAddressBookItemContext('ItemError');
  return (
    <AddressBookItemErrorElement
      role="alert"
      {...props}
      className={cx('vt-address-book__item-error', className)}
    >
      {error}
    </AddressBookItemErrorElement>
  );
}

/** Props of the item's action buttons. */
export type AddressBookActionProps = PartProps<'button'>;

const AddressBookEditElement = part('button', 'AddressBook.Edit', 'vt-button');

/** 'Editar': opens the form on this address (focus comes back here when it closes). */
export function AddressBookEdit({
  asChild,
  className,
  children,
  onClick,
  onPointerEnter,
  onFocus,
  ...props
}: AddressBookActionProps) {
  const { texts, openForm } = useAddressBookContext('Edit');
  const { address, textId } = useAddressBookItemContext('Edit');
  return (
    <AddressBookEditElement
      asChild={asChild}
      type="button"
      aria-describedby={textId}
      data-variant="secondary"
      {...props}
      onClick={composeEventHandlers(onClick, (event: MouseEvent<HTMLButtonElement>) =>
        openForm(address, event.currentTarget),
      )}
      onPointerEnter={composeEventHandlers(onPointerEnter, preloadForm)}
      onFocus={composeEventHandlers(onFocus, preloadForm)}
      className={cx('vt-address-book__edit', className)}
    >
      {asChild ? children : (children ?? texts.edit)}
    </AddressBookEditElement>
  );
}

const AddressBookSetDefaultDeliveryElement = part('button', 'AddressBook.SetDefaultDelivery', 'vt-button');

/** 'Usar para entrega': makes this address the default delivery one; absent on the one already holding it. */
export function AddressBookSetDefaultDelivery({
  asChild,
  className,
  children,
  onClick,
  ...props
}: AddressBookActionProps) {
  const { texts, setDefaultDelivery } = useAddressBookContext('SetDefaultDelivery');
  const { address, textId } = useAddressBookItemContext('SetDefaultDelivery');
  if (address.defaultDelivery) return null;
  return (
    <AddressBookSetDefaultDeliveryElement
      asChild={asChild}
      type="button"
      aria-describedby={textId}
      data-variant="ghost"
      {...props}
      onClick={composeEventHandlers(onClick, () => setDefaultDelivery(address.idAddress))}
      className={cx('vt-address-book__set-delivery', className)}
    >
      {asChild ? children : (children ?? texts.setDefaultDelivery)}
    </AddressBookSetDefaultDeliveryElement>
  );
}

const AddressBookSetBillingElement = part('button', 'AddressBook.SetBilling', 'vt-button');

/** 'Usar para cobrança': makes this address the billing one; absent on the one already holding it. */
export function AddressBookSetBilling({
  asChild,
  className,
  children,
  onClick,
  ...props
}: AddressBookActionProps) {
  const { texts, setBilling } = useAddressBookContext('SetBilling');
  const { address, textId } = useAddressBookItemContext('SetBilling');
  if (address.billing) return null;
  return (
    <AddressBookSetBillingElement
      asChild={asChild}
      type="button"
      aria-describedby={textId}
      data-variant="ghost"
      {...props}
      onClick={composeEventHandlers(onClick, () => setBilling(address.idAddress))}
      className={cx('vt-address-book__set-billing', className)}
    >
      {asChild ? children : (children ?? texts.setBilling)}
    </AddressBookSetBillingElement>
  );
}

const AddressBookDeleteElement = part('button', 'AddressBook.Delete', 'vt-button');

/**
 * 'Excluir': asks 'Excluir endereço?' in the kit's `ConfirmDialog` (focus on 'Cancelar'); confirming deletes the
 * address, cancelling keeps it. The button's props go on the trigger.
 */
export function AddressBookDelete({ asChild, className, children, ...props }: AddressBookActionProps) {
  const { texts, remove } = useAddressBookContext('Delete');
  const { address, textId } = useAddressBookItemContext('Delete');
  return (
    <ConfirmDialog
      title={texts.deleteTitle}
      description={texts.deleteDescription(addressOneLine(address))}
      confirm={texts.deleteConfirm}
      cancel={texts.deleteCancel}
      onConfirm={() => remove(address.idAddress)}
      trigger={
        <AddressBookDeleteElement
          asChild={asChild}
          type="button"
          aria-describedby={textId}
          data-variant="ghost"
          {...props}
          className={cx('vt-address-book__delete', className)}
        >
          {asChild ? children : (children ?? texts.delete)}
        </AddressBookDeleteElement>
      }
    />
  );
}

/** Props of `AddressBook.FormDialog`: the dialog box's (Radix `Dialog.Content`), and where it is portalled. */
export type AddressBookFormDialogProps = AddressBookFormBoxProps;

/**
 * The address form in a modal dialog ('Novo endereço' / 'Editar endereço'), open while `Add` or an item's `Edit`
 * asked for it: the CEP first (its lookup fills street, neighbourhood, city and state), then the other fields,
 * 'Salvar endereço' and 'Cancelar'. Focus starts in the CEP, stays inside, and returns to the button that opened
 * it. Saving closes it and reloads the list; a failure keeps what was typed with the store's text. Its code loads
 * the first time it opens (a spinner says 'Carregando formulário…' meanwhile); nothing renders before.
 */
export function AddressBookFormDialog(props: AddressBookFormDialogProps) {
  const { form, texts } = useAddressBookContext('FormDialog');
  const opened = useRef(false);
  if (form.open) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense
      fallback={
        form.open ? <Spinner className="vt-address-book__form-loading" label={texts.formLoading} /> : null
      }
    >
      <LazyFormBox {...props} />
    </Suspense>
  );
}

/** Props of the ready-made `<AddressBook />`: the Root's (every text is a prop). */
export type AddressBookProps = Omit<AddressBookRootProps, 'children' | 'asChild'>;

/**
 * The customer's address book, ready-made: 'Meus endereços' with 'Adicionar endereço', the list with each
 * address's 'Entrega padrão' / 'Cobrança' badges and its 'Editar', 'Usar para entrega', 'Usar para cobrança' and
 * 'Excluir' (confirmed) buttons, the loading, empty and error states, and the address form dialog with its CEP
 * lookup. What went through is announced politely; a failed change shows the store's text next to its address.
 */
export function AddressBook(props: AddressBookProps) {
  return (
    <AddressBookRoot {...props}>
      <div className="vt-address-book__header">
        <AddressBookTitle />
        <AddressBookAdd />
      </div>
      <AddressBookStatus />
      <AddressBookLoading />
      <AddressBookLoadError />
      <AddressBookEmpty />
      <AddressBookList />
      <AddressBookFormDialog />
    </AddressBookRoot>
  );
}

AddressBook.Root = AddressBookRoot;
AddressBook.Title = AddressBookTitle;
AddressBook.Add = AddressBookAdd;
AddressBook.Status = AddressBookStatus;
AddressBook.Loading = AddressBookLoading;
AddressBook.Empty = AddressBookEmpty;
AddressBook.LoadError = AddressBookLoadError;
AddressBook.List = AddressBookList;
AddressBook.Item = AddressBookItem;
AddressBook.ItemAddress = AddressBookItemAddress;
AddressBook.ItemBadges = AddressBookItemBadges;
AddressBook.ItemError = AddressBookItemError;
AddressBook.Edit = AddressBookEdit;
AddressBook.SetDefaultDelivery = AddressBookSetDefaultDelivery;
AddressBook.SetBilling = AddressBookSetBilling;
AddressBook.Delete = AddressBookDelete;
AddressBook.FormDialog = AddressBookFormDialog;
