import { UserMenu } from './UserMenu';

/** Example: the ready-made corner, and a composed one adding a wishlist link and staying on the page after logout. */
export function UserMenuExample({ push }: { readonly push?: (href: string) => void }) {
  return (
    <div className="vt-root">
      <UserMenu onNavigate={push} />
      <UserMenu.Root redirectAfterLogout={false}>
        <UserMenu.Placeholder />
        <UserMenu.Invite />
        <UserMenu.Menu>
          <UserMenu.Trigger />
          <UserMenu.Content>
            <UserMenu.Item href="/customer">Minha Conta</UserMenu.Item>
            <UserMenu.Item href="/customer/order">Meus Pedidos</UserMenu.Item>
            <UserMenu.Item href="/customer/wishlist">Lista de desejos</UserMenu.Item>
            <UserMenu.Separator />
            <UserMenu.Logout />
          </UserMenu.Content>
        </UserMenu.Menu>
        <UserMenu.Error />
      </UserMenu.Root>
    </div>
  );
}
