// #region component
import { useAlerts, useNewsletter } from '@vitrine/hooks';

/** The component under test: a newsletter form of your own over `useNewsletter`. */
export function NewsletterSignUp() {
  const form = useNewsletter({ mode: 'emailOnly' });
  const { alerts } = useAlerts();
  const email = form.getFieldProps('email');
  return (
    <form
      aria-label="Newsletter"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <label htmlFor={email.id}>E-mail</label>
      <input type="email" {...email} />
      <p {...form.getErrorProps('email')} />
      <button type="submit" disabled={!form.canSubmit}>
        Cadastrar
      </button>
      {alerts.map((alert) => (
        <p key={alert.id} role={alert.kind === 'error' ? 'alert' : 'status'}>
          {alert.title} {alert.detail}
        </p>
      ))}
    </form>
  );
}
// #endregion component
