import { Suspense, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { IMPERSONATION } from '../../../constants/messages/adminActivity';

/**
 * While a lazy control's code loads, its button shows, disabled and busy, with the same text. Its accessible name says
 * it is loading, so nobody (a screen reader, a test) takes the stand-in for the control it is replaced by.
 */
export function ButtonSuspense({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Button $variant="secondary" disabled aria-busy="true" aria-label={IMPERSONATION.loadingControl(label)}>
          {label}
        </Button>
      }
    >
      {children}
    </Suspense>
  );
}
