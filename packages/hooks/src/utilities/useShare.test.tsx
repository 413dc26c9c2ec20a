import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UseShareOptions } from './useShare';
import { useShare } from './useShare';

const productUrl = 'https://loja.example.com.br/produto/camiseta-basica?sku=42';

function ShareButton(props: UseShareOptions) {
  const { share, message, error } = useShare(props);
  return (
    <>
      <button type="button" onClick={() => void share()}>
        Compartilhar
      </button>
      {message && <p role="status">{message}</p>}
      {error && <p role="alert">{error.message}</p>}
    </>
  );
}

/** Puts a fake `document.execCommand` on the page (jsdom has none), removed after each test. */
function stubExecCommand(implementation: (command: string) => boolean) {
  const execCommand = vi.fn(implementation);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

/** A clipboard that records what was written, standing in for the browser's. */
function stubClipboard() {
  const writeText = vi.fn(async (_text: string) => {});
  vi.stubGlobal('navigator', Object.create(navigator, { clipboard: { value: { writeText } } }));
  return writeText;
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'execCommand');
});

describe('useShare', () => {
  it('when the shopper clicks share, the exact link is copied and the spec message shows', async () => {
    const user = userEvent.setup();
    render(<ShareButton url={productUrl} />);

    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Link copiado para a área de transferência');
    expect(await navigator.clipboard.readText()).toBe(productUrl);
  });

  it('given no url, it copies the address of the current page', async () => {
    const user = userEvent.setup();
    render(<ShareButton />);

    await user.click(screen.getByRole('button'));

    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });

  it('the message goes away after 5 seconds, not before', async () => {
    vi.useFakeTimers();
    stubClipboard();
    render(<ShareButton url={productUrl} />);
    await act(async () => {
      screen.getByRole('button').click();
      await vi.advanceTimersByTimeAsync(0);
    });

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('given replacement messages, it shows the theme text instead', async () => {
    const user = userEvent.setup();
    render(<ShareButton url={productUrl} messages={{ copied: 'Link copiado!' }} />);

    await user.click(screen.getByRole('button'));

    expect(await screen.findByRole('status')).toHaveTextContent('Link copiado!');
  });

  it('given the clipboard API is refused, it copies through a hidden textarea and gives focus back', async () => {
    stubClipboard().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    let copiedText: string | undefined;
    const execCommand = stubExecCommand((command) => {
      const area = document.querySelector('textarea');
      copiedText = area?.value.slice(area.selectionStart, area.selectionEnd);
      return command === 'copy';
    });
    render(<ShareButton url={productUrl} />);
    const button = screen.getByRole('button');
    button.focus();

    await act(async () => {
      button.click();
    });

    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedText).toBe(productUrl);
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('status')).toHaveTextContent('Link copiado para a área de transferência');
  });

  it('given no way to copy, it reports the error and shows no success message', async () => {
    stubClipboard().mockRejectedValue(new Error('Denied'));
    stubExecCommand(() => false);
    const { result } = renderHook(() => useShare({ url: productUrl }));

    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.share();
    });

    expect(outcome).toBe('failed');
    expect(result.current.copied).toBe(false);
    expect(result.current.message).toBeUndefined();
    expect(result.current.error?.message).toBe('The browser refused to copy the link.');
  });

  describe('with preferNative', () => {
    it("given the device's share sheet, it hands it the link and title instead of copying", async () => {
      const nativeShare = vi.fn(async (_data?: ShareData) => {});
      vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share: nativeShare }));
      const { result } = renderHook(() =>
        useShare({ url: productUrl, title: 'Camiseta Básica', preferNative: true }),
      );

      let outcome: string | undefined;
      await act(async () => {
        outcome = await result.current.share();
      });

      expect(outcome).toBe('shared');
      expect(nativeShare).toHaveBeenCalledWith({ url: productUrl, title: 'Camiseta Básica' });
      expect(result.current.copied).toBe(false);
    });

    it('when the shopper closes the share sheet, nothing is copied and no error shows', async () => {
      const writeText = vi.fn(async (_text: string) => {});
      const nativeShare = vi.fn(async () => {
        throw new DOMException('Share canceled', 'AbortError');
      });
      vi.stubGlobal('navigator', { share: nativeShare, clipboard: { writeText } });
      const { result } = renderHook(() => useShare({ url: productUrl, preferNative: true }));

      let outcome: string | undefined;
      await act(async () => {
        outcome = await result.current.share();
      });

      expect(outcome).toBe('cancelled');
      expect(writeText).not.toHaveBeenCalled();
      expect(result.current.error).toBeUndefined();
      expect(result.current.message).toBeUndefined();
    });

    it('given the share sheet fails for another reason, the link is copied instead', async () => {
      const writeText = vi.fn(async (_text: string) => {});
      const nativeShare = vi.fn(async () => {
        throw new DOMException('No user gesture', 'NotAllowedError');
      });
      vi.stubGlobal('navigator', { share: nativeShare, clipboard: { writeText } });
      const { result } = renderHook(() => useShare({ url: productUrl, preferNative: true }));

      await act(async () => {
        await result.current.share();
      });

      expect(writeText).toHaveBeenCalledWith(productUrl);
      expect(result.current.message).toBe('Link copiado para a área de transferência');
    });

    it('given a device without a share sheet, it copies the link', async () => {
      const writeText = vi.fn(async (_text: string) => {});
      vi.stubGlobal('navigator', { clipboard: { writeText } });
      const { result } = renderHook(() => useShare({ url: productUrl, preferNative: true }));

      await act(async () => {
        await result.current.share();
      });

      expect(writeText).toHaveBeenCalledWith(productUrl);
      expect(result.current.copied).toBe(true);
    });
  });

  it('unmounted while the message shows, it leaves no timer behind', async () => {
    vi.useFakeTimers();
    stubClipboard();
    const { result, unmount } = renderHook(() => useShare({ url: productUrl }));
    await act(async () => {
      await result.current.share();
    });
    expect(vi.getTimerCount()).toBe(1);

    unmount();

    expect(vi.getTimerCount()).toBe(0);
  });
});
