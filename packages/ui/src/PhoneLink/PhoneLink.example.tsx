import { PhoneLink } from './PhoneLink';

/** The company's phone, a given number and a custom text. */
export function PhoneLinkExample() {
  return (
    <p>
      Atendimento: <PhoneLink /> · SAC: <PhoneLink phone="(21) 3333-4444" /> ·{' '}
      <PhoneLink className="vt-button">Ligue agora</PhoneLink>
    </p>
  );
}
