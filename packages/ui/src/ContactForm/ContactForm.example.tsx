import type { AntiBotTokenProvider } from '@vitrine/core';
import { ContactForm } from './ContactForm';

/** The ready-made contact form, and the same form laid out with its parts (name and e-mail on one row). */
export function ContactFormExample({ antiBot }: { readonly antiBot?: AntiBotTokenProvider }) {
  return (
    <>
      <ContactForm antiBot={antiBot} />
      <ContactForm.Root antiBot={antiBot} aria-label="Fale conosco">
        <div className="meu-contato__linha">
          <ContactForm.Field name="name" label="Seu nome" />
          <ContactForm.Field name="email" />
        </div>
        <ContactForm.PhoneField />
        <ContactForm.StateField />
        <ContactForm.Field name="city" />
        <ContactForm.TopicField />
        <ContactForm.Field name="subject" />
        <ContactForm.MessageField rows={8} />
        <ContactForm.Submit>Enviar mensagem</ContactForm.Submit>
        <ContactForm.Status />
      </ContactForm.Root>
    </>
  );
}
