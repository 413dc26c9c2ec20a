'use client';

// `@vitrine/ui/SearchBox`: what `@vitrine/ui` exports from this folder.
export type {
  SearchBoxBusyProps,
  SearchBoxEmptyProps,
  SearchBoxInputProps,
  SearchBoxLabelProps,
  SearchBoxListboxProps,
  SearchBoxMessageProps,
  SearchBoxOptionProps,
  SearchBoxPopupProps,
  SearchBoxProps,
  SearchBoxRootProps,
  SearchBoxStatusProps,
  SearchBoxSubmitProps,
  SearchBoxTextProps,
} from './SearchBox';
export {
  SearchBox,
  SearchBoxBusy,
  SearchBoxEmpty,
  SearchBoxInput,
  SearchBoxLabel,
  SearchBoxListbox,
  SearchBoxMessage,
  SearchBoxOption,
  SearchBoxParts,
  SearchBoxPopup,
  SearchBoxRoot,
  SearchBoxStatus,
  SearchBoxSubmit,
  useSearchBoxContextValue,
} from './SearchBox';
export type { SearchBoxMessages } from './searchBoxMessages';
export { searchBoxMessages } from './searchBoxMessages';
export type { SearchBoxBehaviour, SearchBoxBehaviourOptions } from './useSearchBoxBehaviour';
export { useSearchBoxBehaviour } from './useSearchBoxBehaviour';
