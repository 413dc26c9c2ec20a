import { shareLinkCopiedMessage } from '@vitrine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './copyText';

/** The texts `useShare` shows; each defaults to the spec's pt-BR text. */
export interface ShareMessages {
  /** Shown once the link is copied (default 'Link copiado para a área de transferência'). */
  copied: string;
}

/** Options of `useShare`. */
export interface UseShareOptions {
  /** The link to share; `undefined` means the current page's address, read when sharing. */
  url?: string | undefined;
  /** The title for the native share sheet, `undefined` for none. */
  title?: string | undefined;
  /** The text for the native share sheet, `undefined` for none. */
  text?: string | undefined;
  /** Open the device's share sheet (`navigator.share`) where there is one, instead of copying. */
  preferNative?: boolean | undefined;
  /** How long `copied` stays true, in ms (default 5000, the spec's alert auto-close). */
  resetAfterMs?: number | undefined;
  /** Replaces some or all of the texts. */
  messages?: Partial<ShareMessages> | undefined;
}

/** What `share()` did: copied the link, handed it to the share sheet, the shopper closed the sheet, or it failed. */
export type ShareOutcome = 'copied' | 'shared' | 'cancelled' | 'failed';

/** What `useShare` returns. */
export interface UseShareResult {
  /** Shares the link; call it from a click handler (browsers allow clipboard and share sheet only then). */
  share(): Promise<ShareOutcome>;
  /** `true` for a few seconds after the link was copied. */
  copied: boolean;
  /** The text to show while `copied` is true; `undefined` otherwise. */
  message: string | undefined;
  /** Why the last share failed; `undefined` when it did not. */
  error: Error | undefined;
  /** Hides the message at once. */
  reset(): void;
}

// Browsers reject with a DOMException, which is not an `Error` instance in every environment: read its name.
const errorName = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
const isAbort = (error: unknown): boolean => errorName(error) === 'AbortError';
const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * The product page's share action: copies the link to the clipboard and shows 'Link copiado para a área de
 * transferência' for a few seconds, or opens the device's share sheet with `preferNative`. Nothing touches
 * the browser until `share()` is called, so it renders on the server.
 *
 * @example
 * function ShareButton() {
 *   const { share, message } = useShare();
 *   return (
 *     <>
 *       <button type="button" onClick={() => void share()}>Compartilhar</button>
 *       {message && <p role="status">{message}</p>}
 *     </>
 *   );
 * }
 */
export function useShare(options: UseShareOptions = {}): UseShareResult {
  const { url, title, text, preferNative = false, resetAfterMs = 5000 } = options;
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<Error | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(false);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const share = useCallback(async (): Promise<ShareOutcome> => {
    clearTimeout(timer.current);
    setCopied(false);
    setError(undefined);
    const link = url ?? window.location.href;
    const data: ShareData = { url: link, ...(title ? { title } : {}), ...(text ? { text } : {}) };

    if (preferNative && typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return 'shared';
      } catch (reason) {
        if (isAbort(reason)) return 'cancelled';
        // Any other failure (no user gesture, a blocked share target): copying still gets the link out.
      }
    }
    try {
      await copyText(link);
    } catch (reason) {
      setError(toError(reason));
      return 'failed';
    }
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), resetAfterMs);
    return 'copied';
  }, [url, title, text, preferNative, resetAfterMs]);

  const message = copied ? (options.messages?.copied ?? shareLinkCopiedMessage) : undefined;
  return { share, copied, message, error, reset };
}
