import { PaymentFlags } from './PaymentFlags';

/** The flag strip in the footer. */
export function PaymentFlagsExample() {
  return (
    <footer>
      <PaymentFlags />
    </footer>
  );
}
