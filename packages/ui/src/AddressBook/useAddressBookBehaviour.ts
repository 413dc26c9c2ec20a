import type { Address, AddressOperation } from '@vitrine/core';
import { type AddressBookFlow, useAddressBook } from '@vitrine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AddressBookMessages } from './addressBookMessages';

/** The address form's dialog: open or not, on which address, and which opening (a fresh form each time). */
export interface AddressBookFormState {
  readonly open: boolean;
  /** The address being edited; `undefined` when adding one. */
  readonly address: Address | undefined;
  /** Counts the openings: each one starts a new form. */
  readonly session: number;
}

/** What `useAddressBookBehaviour` returns: the book, the form dialog's state and what keeps focus and speech right. */
export interface AddressBookBehaviour {
  readonly book: AddressBookFlow;
  /** The list has loaded once (later reloads keep showing it). */
  readonly hasLoaded: boolean;
  /** 'loading' (first load), 'error' (the list could not load), 'empty' or 'ready'. */
  readonly state: 'loading' | 'error' | 'empty' | 'ready';
  readonly form: AddressBookFormState;
  /** Opens the form on `address` (`undefined` adds one); focus goes back to `opener` when it closes. */
  openForm(address: Address | undefined, opener?: HTMLElement | null): void;
  closeForm(): void;
  /** The form saved an address: the list reloads, the form closes and the page says so. */
  formSaved(): void;
  /** For the dialog's `onCloseAutoFocus`: focus returns to what opened it. */
  returnFocus(event: Event): void;
  setDefaultDelivery(idAddress: number): void;
  setBilling(idAddress: number): void;
  remove(idAddress: number): void;
  /** Whether a change of this address is being sent or waits its turn. */
  isPending(idAddress: number): boolean;
  /** The last outcome, for a polite live region ('' when none). */
  readonly announcement: string;
  /** Keeps an item's element, where focus lands when the button that had it goes away. */
  registerItem(idAddress: number, element: HTMLElement | null): void;
  /** Keeps the heading's element, where focus lands when a deleted address took it away. */
  registerTitle(element: HTMLElement | null): void;
  readonly titled: boolean;
}

const sameOperation = (a: AddressOperation, b: AddressOperation) =>
  a.kind === b.kind && a.idAddress === b.idAddress;

const focusIsLost = () => {
  const active = document.activeElement;
  return active === null || active === document.body;
};

/**
 * The behaviour of `AddressBook` over `useAddressBook`: the list's state, the form dialog (one fresh form per
 * opening, focus back to its opener), and, once a change went through, a polite announcement and focus kept in
 * place: on the address whose button went away (it became the default), or on the heading when the address was
 * deleted. A failure leaves the store's text next to the address (`book.errors`).
 */
export function useAddressBookBehaviour(texts: AddressBookMessages): AddressBookBehaviour {
  const book = useAddressBook();
  const [hasLoaded, setHasLoaded] = useState(false);
  if (!hasLoaded && !book.isLoading) setHasLoaded(true);
  const [form, setForm] = useState<AddressBookFormState>({ open: false, address: undefined, session: 0 });
  const [announcement, setAnnouncement] = useState('');
  const opener = useRef<HTMLElement | null>(null);
  const items = useRef(new Map<number, HTMLElement>());
  const title = useRef<HTMLElement | null>(null);
  const [titled, setTitled] = useState(false);
  const tracked = useRef<AddressOperation[]>([]);
  const latestTexts = useRef(texts);
  latestTexts.current = texts;

  const track = useCallback((operation: AddressOperation) => {
    tracked.current.push(operation);
    setAnnouncement('');
  }, []);

  const { pending, isLoading, errors } = book;
  useEffect(() => {
    if (isLoading || tracked.current.length === 0) return;
    const done = tracked.current.filter((operation) => !pending.some((p) => sameOperation(p, operation)));
    if (done.length === 0) return;
    tracked.current = tracked.current.filter((operation) => !done.includes(operation));
    const succeeded = done.filter((operation) => errors[operation.idAddress] === undefined);
    const last = succeeded.at(-1);
    if (!last) return;
    const say = latestTexts.current;
    setAnnouncement(
      last.kind === 'delete'
        ? say.deleted
        : last.kind === 'setBilling'
          ? say.billingChanged
          : say.defaultDeliveryChanged,
    );
    // The button that had focus may be gone (the address became the default, or was deleted).
    if (!focusIsLost()) return;
    const target = last.kind === 'delete' ? title.current : items.current.get(last.idAddress);
    target?.focus();
  }, [pending, isLoading, errors]);

  const registerItem = useCallback((idAddress: number, element: HTMLElement | null) => {
    if (element) items.current.set(idAddress, element);
    else items.current.delete(idAddress);
  }, []);
  const registerTitle = useCallback((element: HTMLElement | null) => {
    title.current = element;
    setTitled(element !== null);
  }, []);

  const { setDefaultDelivery, setBilling, remove, reload } = book;
  return useMemo(() => {
    const retrying = book.isLoading && book.loadError !== undefined && book.addresses.length === 0;
    const state: AddressBookBehaviour['state'] =
      !hasLoaded || retrying
        ? 'loading'
        : book.loadError !== undefined && book.addresses.length === 0
          ? 'error'
          : book.addresses.length === 0
            ? 'empty'
            : 'ready';
    return {
      book,
      hasLoaded,
      state,
      form,
      openForm: (address, element) => {
        opener.current = element ?? null;
        setAnnouncement('');
        setForm((current) => ({ open: true, address, session: current.session + 1 }));
      },
      closeForm: () => setForm((current) => ({ ...current, open: false })),
      formSaved: () => {
        reload();
        setAnnouncement(latestTexts.current.saved);
        setForm((current) => ({ ...current, open: false }));
      },
      returnFocus: (event) => {
        const target = opener.current;
        opener.current = null;
        if (target?.isConnected) {
          event.preventDefault();
          target.focus();
        }
      },
      setDefaultDelivery: (idAddress) => {
        track({ kind: 'setDefaultDelivery', idAddress });
        setDefaultDelivery(idAddress);
      },
      setBilling: (idAddress) => {
        track({ kind: 'setBilling', idAddress });
        setBilling(idAddress);
      },
      remove: (idAddress) => {
        track({ kind: 'delete', idAddress });
        remove(idAddress);
      },
      isPending: (idAddress) => book.pending.some((operation) => operation.idAddress === idAddress),
      announcement,
      registerItem,
      registerTitle,
      titled,
    };
  }, [
    book,
    hasLoaded,
    form,
    announcement,
    titled,
    track,
    registerItem,
    registerTitle,
    setDefaultDelivery,
    setBilling,
    remove,
    reload,
  ]);
}
