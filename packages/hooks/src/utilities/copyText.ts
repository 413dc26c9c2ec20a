/**
 * Copies text to the clipboard: the async Clipboard API when the page may use it, else (older browsers, an
 * insecure origin, a denied permission) a hidden textarea and `document.execCommand('copy')`. Rejects when
 * neither works. Browser only: call it from an event handler, never during render.
 */
export async function copyText(text: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // A denied permission or a document without focus: the legacy path below may still work.
    }
  }
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') {
    throw new Error('The clipboard is not available on this page.');
  }

  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  // Read-only and off-screen so it neither opens a mobile keyboard nor scrolls the page.
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    if (!document.execCommand('copy')) throw new Error('The browser refused to copy the link.');
  } finally {
    area.remove();
    previousFocus?.focus();
  }
}
