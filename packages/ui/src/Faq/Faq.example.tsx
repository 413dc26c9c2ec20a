import { Faq } from './Faq';
import { FaqLink } from './FaqLink';

/** The FAQ page with its first answer open, and the footer's link (shown only when there are questions). */
export function FaqExample() {
  return (
    <>
      <Faq defaultValue={['0']} />
      <footer>
        <FaqLink />
      </footer>
    </>
  );
}
