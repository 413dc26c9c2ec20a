import { useState } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { CartCount } from './cart';

const css = `
body { margin: 0; font-family: system-ui, sans-serif; color: #222; }
header { display: flex; justify-content: space-between; align-items: center; padding: 12px 16px; border-bottom: 1px solid #ddd; }
main { padding: 16px; max-width: 40rem; }
h1 { font-size: 1.5rem; margin: 0 0 8px; }
img { width: 100%; height: auto; aspect-ratio: 1; background: #f4f4f4; }
fieldset { border: 0; padding: 0; margin: 16px 0; display: flex; gap: 8px; flex-wrap: wrap; }
label { border: 1px solid #999; border-radius: 4px; padding: 8px 12px; min-width: 24px; text-align: center; }
label:has(input:checked) { border-color: #111; outline: 2px solid #111; }
input[type='radio'] { position: absolute; opacity: 0; }
label:has(input:focus-visible) { outline: 3px solid #0a58ca; }
button { font: inherit; padding: 12px 20px; background: #111; color: #fff; border: 0; border-radius: 4px; }
.price { font-size: 1.25rem; font-weight: 700; }
`;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant stylesheet */}
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [count, setCount] = useState(0);
  return (
    <CartCount.Provider value={{ count, add: () => setCount((n) => n + 1) }}>
      <header>
        <strong>Loja</strong>
        <span aria-live="polite">{count} no carrinho</span>
      </header>
      <main>
        <Outlet />
      </main>
    </CartCount.Provider>
  );
}
