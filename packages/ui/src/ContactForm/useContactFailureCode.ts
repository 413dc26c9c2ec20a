import type { AlertEvent, ContactValues } from '@vitrine/core';
import type { FormActor } from '@vitrine/hooks';
import { useEffect, useState } from 'react';

/** An actor that emits events: the running machine behind `FormActor` is one. */
interface EmittingActor {
  on(type: 'alert', handler: (event: AlertEvent) => void): { unsubscribe(): void };
}

const canEmit = (actor: unknown): actor is EmittingActor =>
  typeof (actor as { on?: unknown } | undefined)?.on === 'function';

/** The contact machine ends its failure banner with the code in parentheses: 'Erro ao enviar formulário (500)'. */
const CODE_SUFFIX = /\(([^()]+)\)\s*$/;

/**
 * The code of the contact form's last failed send ('500', 'network', 'recusado'…, see core's
 * `contactErrorCode`), read from the failure banner the machine emits, so the widget can say it in its own
 * words; `undefined` before any failure.
 */
export function useContactFailureCode(actor: FormActor<ContactValues>): string | undefined {
  const [code, setCode] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!canEmit(actor)) return;
    const subscription = actor.on('alert', (event) => {
      if (event.kind !== 'error') return;
      setCode(CODE_SUFFIX.exec(event.title)?.[1]);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return code;
}
