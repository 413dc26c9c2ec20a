/** The customer area's own links: account and addresses, orders, wishlist. */
export function CustomerNav({ current }: { current: 'account' | 'orders' | 'wishlist' }) {
  const links = [
    { key: 'account', href: '/customer', label: 'Minha Conta' },
    { key: 'orders', href: '/customer/order', label: 'Meus Pedidos' },
    { key: 'wishlist', href: '/customer/wishlist', label: 'Lista de Desejos' },
  ] as const;
  return (
    <nav className="sf-account__nav" aria-label="Área do Cliente">
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} aria-current={link.key === current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
