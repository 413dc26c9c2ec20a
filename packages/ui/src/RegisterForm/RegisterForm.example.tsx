import type { AntiBotTokenProvider, Customer } from '@vitrine/core';
import { RegisterForm } from './RegisterForm';

/**
 * The ready-made form sending the shopper on once registered, and a custom layout from the parts (a company
 * form first, the birth date beside the document).
 */
export function RegisterFormExample({
  antiBot,
  onRegistered,
}: {
  /** The page's anti-bot token source; `undefined` sends an empty token. */
  readonly antiBot?: AntiBotTokenProvider;
  readonly onRegistered?: (customer: Customer) => void;
}) {
  return (
    <>
      <RegisterForm showTitle title="Crie sua conta" antiBot={antiBot} onRegistered={onRegistered} />
      <RegisterForm.Root aria-label="Cadastro de empresa" defaultPersonType="company" antiBot={antiBot}>
        <RegisterForm.PersonType legend="Você é" />
        <RegisterForm.Fields>
          <RegisterForm.Field name="name" />
          <RegisterForm.Field name="document" />
          <RegisterForm.Field name="birthDate" />
          <RegisterForm.Field name="email" placeholder="voce@empresa.com.br" />
          <RegisterForm.Field name="phone" />
          <RegisterForm.Field name="password" hint="" />
          <RegisterForm.Field name="passwordConfirmation" />
        </RegisterForm.Fields>
        <RegisterForm.Submit>Criar conta</RegisterForm.Submit>
        <RegisterForm.Status />
      </RegisterForm.Root>
    </>
  );
}
