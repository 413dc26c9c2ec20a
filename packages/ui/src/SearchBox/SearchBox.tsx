import type { Product } from '@vitrine/core';
import { createContext, lazy, type ReactNode, Suspense } from 'react';
import { part } from '../foundation/internal/createPart';
import { cx } from '../internal/cx';
import { type PartProps, usePartsContext } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { type SearchBoxMessages, searchBoxMessages } from './searchBoxMessages';
import {
  type SearchBoxBehaviour,
  type SearchBoxBehaviourOptions,
  useSearchBoxBehaviour,
} from './useSearchBoxBehaviour';

const SearchBoxContext = createContext<SearchBoxBehaviour | null>(null);

function useSearchBoxContext(part: string): SearchBoxBehaviour {
  return usePartsContext(SearchBoxContext, 'SearchBox', part);
}

/** Text props of the search box; each `undefined` keeps the provider's text, then the pt-BR default. */
export type SearchBoxTextProps = {
  readonly [K in keyof SearchBoxMessages]?: SearchBoxMessages[K] | undefined;
};

/** Props of `SearchBox.Root`: a `<form role="search">` holding the flow every part reads. */
export interface SearchBoxRootProps
  extends Omit<PartProps<'form'>, 'role'>,
    Omit<SearchBoxBehaviourOptions, 'text'> {
  /** Replaces some of the box's texts. */
  readonly messages?: SearchBoxTextProps | undefined;
}

const RootElement = part('form', 'SearchBox.Root', 'vt-search-box');

/** The search form: submitting goes to `/busca?n=` (or says 'Digite ao menos 03 caracteres...'). */
function Root({
  asChild,
  className,
  ref,
  debounceMs,
  blacklist,
  onNavigate,
  messages,
  onSubmit,
  ...props
}: SearchBoxRootProps) {
  const text = useUiMessages('searchBox', searchBoxMessages, messages);
  const box = useSearchBoxBehaviour({ text, debounceMs, blacklist, onNavigate });
  return (
    <SearchBoxContext.Provider value={box}>
      <RootElement
        asChild={asChild}
        ref={ref}
        {...props}
        {...box.getRootProps({ onSubmit })}
        className={className}
      />
    </SearchBoxContext.Provider>
  );
}

/** Props of `SearchBox.Label`. */
export type SearchBoxLabelProps = PartProps<'label'>;

const LabelElement = part('label', 'SearchBox.Label', 'vt-search-box__label');

/** The input's label ('Buscar produtos' when it has no children). */
function Label({ asChild, className, ref, children, ...props }: SearchBoxLabelProps) {
  const box = useSearchBoxContext('Label');
  return (
    <LabelElement asChild={asChild} ref={ref} {...props} {...box.getLabelProps()} className={className}>
      {children ?? box.text.label}
    </LabelElement>
  );
}

/** Props of `SearchBox.Input`. */
export type SearchBoxInputProps = Omit<PartProps<'input'>, 'value' | 'defaultValue' | 'type' | 'role'>;

const InputElement = part('input', 'SearchBox.Input', 'vt-input');

/** The combobox input: typing searches, arrows move through the options, Enter chooses, Escape closes. */
function Input({
  asChild,
  className,
  ref,
  onChange,
  onFocus,
  onBlur,
  onKeyDown,
  ...props
}: SearchBoxInputProps) {
  const box = useSearchBoxContext('Input');
  return (
    <InputElement
      asChild={asChild}
      ref={ref}
      placeholder={box.text.placeholder}
      {...props}
      {...box.getInputProps({ onChange, onFocus, onBlur, onKeyDown })}
      className={cx('vt-search-box__input', className)}
    />
  );
}

/** Props of `SearchBox.Submit`. */
export type SearchBoxSubmitProps = Omit<PartProps<'button'>, 'type'>;

const SubmitElement = part('button', 'SearchBox.Submit', 'vt-button');

/** The submit button ('Buscar'); an icon-only button keeps 'Buscar' as its accessible name. */
function Submit({ className, children, ...props }: SearchBoxSubmitProps) {
  const box = useSearchBoxContext('Submit');
  return (
    <SubmitElement
      type="submit"
      aria-label={children === undefined ? undefined : box.text.submit}
      {...props}
      className={cx('vt-search-box__submit', className)}
    >
      {children ?? box.text.submit}
    </SubmitElement>
  );
}

/** Props of `SearchBox.Busy`. */
export type SearchBoxBusyProps = PartProps<'span'>;

const BusyElement = part('span', 'SearchBox.Busy', 'vt-spinner');

/**
 * The busy indicator: always in place (so nothing moves), visible with `data-state="busy"` while the search
 * runs. Hidden from assistive technology: `SearchBox.Status` announces the search.
 */
function Busy({ className, ...props }: SearchBoxBusyProps) {
  const box = useSearchBoxContext('Busy');
  return (
    <BusyElement
      aria-hidden="true"
      data-state={box.flow.busy ? 'busy' : 'idle'}
      {...props}
      className={cx('vt-search-box__busy', className)}
    />
  );
}

/** Props of `SearchBox.Message`. */
export type SearchBoxMessageProps = PartProps<'p'>;

const MessageElement = part('p', 'SearchBox.Message', 'vt-field-error');

/** The submit validation text ('Digite ao menos 03 caracteres para realizar sua pesquisa.'); nothing otherwise. */
function Message({ asChild, className, ref, ...props }: SearchBoxMessageProps) {
  const box = useSearchBoxContext('Message');
  if (!box.flow.message) return null;
  return (
    <MessageElement
      asChild={asChild}
      ref={ref}
      {...props}
      {...box.getMessageProps()}
      className={cx('vt-search-box__message', className)}
    >
      {box.flow.message}
    </MessageElement>
  );
}

/** Props of `SearchBox.Popup`. */
export type SearchBoxPopupProps = PartProps<'div'>;

const PopupElement = part('div', 'SearchBox.Popup', 'vt-search-box__popup');

/** The dropdown under the input holding the no-result text and the options; hidden when it has nothing to show. */
function Popup({ ...props }: SearchBoxPopupProps) {
  const box = useSearchBoxContext('Popup');
  return <PopupElement hidden={!box.popupShown} data-state={box.popupShown ? 'open' : 'closed'} {...props} />;
}

/** Props of `SearchBox.Empty`. */
export type SearchBoxEmptyProps = PartProps<'p'>;

const EmptyElement = part('p', 'SearchBox.Empty', 'vt-search-box__empty');

/** 'Nenhum resultado encontrado para "{term}"' once a search found nothing (or the term was refused). */
function Empty({ children, ...props }: SearchBoxEmptyProps) {
  const box = useSearchBoxContext('Empty');
  if (box.flow.emptyMessage === undefined) return null;
  return <EmptyElement {...props}>{children ?? box.flow.emptyMessage}</EmptyElement>;
}

/** Props of `SearchBox.Listbox`. */
export type SearchBoxListboxProps = PartProps<'ul'>;

const ListboxElement = part('ul', 'SearchBox.Listbox', 'vt-search-box__listbox');

/** The options' list (`role="listbox"`), hidden while it has no option. */
function Listbox({ asChild, className, ref, ...props }: SearchBoxListboxProps) {
  const box = useSearchBoxContext('Listbox');
  return (
    <ListboxElement asChild={asChild} ref={ref} {...props} {...box.getListboxProps()} className={className} />
  );
}

/** Props of `SearchBox.Option`. */
export interface SearchBoxOptionProps extends PartProps<'li'> {
  /** The option's position in `flow.options`. */
  readonly index: number;
}

const OptionElement = part('li', 'SearchBox.Option', 'vt-search-box__option');

/** One option (`role="option"`, `aria-selected` and `data-highlighted` when highlighted); clicking chooses it. */
function Option({ asChild, className, ref, index, onClick, onMouseDown, ...props }: SearchBoxOptionProps) {
  const box = useSearchBoxContext('Option');
  const option = box.flow.options[index];
  return (
    <OptionElement
      asChild={asChild}
      ref={ref}
      data-kind={option?.kind}
      {...props}
      {...box.getOptionProps(index, { onClick, onMouseDown })}
      className={className}
    />
  );
}

/** Props of `SearchBox.Status`. */
export type SearchBoxStatusProps = PartProps<'div'>;

const StatusElement = part('div', 'SearchBox.Status', 'vt-visually-hidden');

/** A polite live region (visually hidden) announcing 'Buscando produtos…', then the count or the no-result text. */
function Status({ ...props }: SearchBoxStatusProps) {
  const box = useSearchBoxContext('Status');
  return (
    <StatusElement role="status" aria-live="polite" aria-atomic="true" {...props}>
      {box.statusText}
    </StatusElement>
  );
}

/** Props of the ready-made `SearchBox`. */
export interface SearchBoxProps extends Omit<SearchBoxRootProps, 'children' | 'asChild'>, SearchBoxTextProps {
  /** Class of the input. */
  readonly inputClassName?: string | undefined;
  /** Product names are cut at this many characters with an ellipsis; 45 when `undefined`. */
  readonly nameMaxLength?: number | undefined;
  /** Shows the label above the input (visually hidden by default: the placeholder and the button say it). */
  readonly showLabel?: boolean | undefined;
  /** Draws a product option's content; image, name and price when `undefined`. */
  readonly renderProduct?: ((product: Product) => ReactNode) | undefined;
  /** The submit button's content (e.g. an icon); the 'Buscar' text when `undefined`. */
  readonly submitContent?: ReactNode | undefined;
}

const textKeys = Object.keys(searchBoxMessages) as (keyof SearchBoxMessages)[];

/**
 * The header's search box, ready to drop in: a combobox with autocomplete (up to 5 products with image, name and
 * price, then 'Visualizar todos os produtos' when there are more than 3), the 3-character rule on submit, keyboard
 * navigation and a live status.
 */
function SearchBoxDefault({
  inputClassName,
  nameMaxLength = 45,
  showLabel = false,
  renderProduct,
  submitContent,
  messages,
  ...rest
}: SearchBoxProps) {
  const textProps: SearchBoxTextProps = { ...messages };
  const rootProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if ((textKeys as string[]).includes(key)) (textProps as Record<string, unknown>)[key] = value;
    else rootProps[key] = value;
  }
  return (
    <Root {...(rootProps as SearchBoxRootProps)} messages={textProps}>
      <Label className={showLabel ? undefined : 'vt-visually-hidden'} />
      <div className="vt-search-box__field">
        <Input className={inputClassName} onFocus={preloadSuggestions} />
        <Busy />
        <Submit>{submitContent}</Submit>
      </div>
      <Message />
      <Popup>
        <Empty />
        <SearchBoxOptions nameMaxLength={nameMaxLength} renderProduct={renderProduct} />
      </Popup>
      <Status />
    </Root>
  );
}

let suggestionsModule: Promise<typeof import('./SearchBoxSuggestions')> | undefined;
function loadSuggestions() {
  suggestionsModule ??= import('./SearchBoxSuggestions');
  return suggestionsModule;
}
function preloadSuggestions() {
  void loadSuggestions();
}
// The options' content (product pictures, names, prices) loads when the field is first focused or suggestions
// first arrive: a page that never searches never downloads it. The list itself is always there for the combobox.
const LazySuggestions = lazy(() =>
  loadSuggestions().then((module) => ({ default: module.SearchBoxSuggestions })),
);

function SearchBoxOptions({
  nameMaxLength,
  renderProduct,
}: {
  readonly nameMaxLength: number;
  readonly renderProduct: ((product: Product) => ReactNode) | undefined;
}) {
  const box = useSearchBoxContext('Options');
  const { flow, text } = box;
  return (
    <>
      {flow.mostSold !== undefined && flow.mostSold.length > 0 && (
        <p className="vt-search-box__title">{text.mostSoldTitle}</p>
      )}
      <Listbox>
        {flow.options.length > 0 ? (
          <Suspense fallback={null}>
            <LazySuggestions
              nameMaxLength={nameMaxLength}
              renderProduct={renderProduct}
              box={box}
              Option={Option}
            />
          </Suspense>
        ) : null}
      </Listbox>
    </>
  );
}

/** The parts of the search box, to compose your own markup inside `SearchBox.Root`. */
export const SearchBoxParts = {
  Root,
  Label,
  Input,
  Submit,
  Busy,
  Message,
  Popup,
  Empty,
  Listbox,
  Option,
  Status,
};

/** The search box: `<SearchBox />` ready-made, or its parts (`SearchBox.Root`, `.Input`, `.Listbox`...) composed. */
export const SearchBox = Object.assign(SearchBoxDefault, SearchBoxParts);

/** The search flow and prop bags of the nearest `SearchBox.Root`, for custom parts. */
export function useSearchBoxContextValue(): SearchBoxBehaviour {
  return useSearchBoxContext('context');
}

export {
  Busy as SearchBoxBusy,
  Empty as SearchBoxEmpty,
  Input as SearchBoxInput,
  Label as SearchBoxLabel,
  Listbox as SearchBoxListbox,
  Message as SearchBoxMessage,
  Option as SearchBoxOption,
  Popup as SearchBoxPopup,
  Root as SearchBoxRoot,
  Status as SearchBoxStatus,
  Submit as SearchBoxSubmit,
};
