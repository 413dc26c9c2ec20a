import { Logo } from './Logo';

/** The company's logo, a theme's own picture, and the name as text. */
export function LogoExample() {
  return (
    <>
      <Logo />
      <Logo src="/theme/logo.svg" width={200} height={56} />
      <Logo src={null} className="vt-logo--header" />
    </>
  );
}
