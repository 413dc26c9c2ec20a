import { FloatingMessagingButton } from './FloatingMessagingButton';
import { SocialLinks } from './SocialLinks';

/** Example: the footer's social links (names shown) and the floating WhatsApp button the store configured. */
export function SocialLinksExample() {
  return (
    <footer>
      <SocialLinks showNames exclude={['whatsapp']} />
      <SocialLinks.Root aria-label="Siga a loja">
        <SocialLinks.List>
          <SocialLinks.Item>
            <SocialLinks.Link href="https://instagram.com/lojavitrine" network="instagram">
              @lojavitrine
            </SocialLinks.Link>
          </SocialLinks.Item>
        </SocialLinks.List>
      </SocialLinks.Root>
      <FloatingMessagingButton />
    </footer>
  );
}
