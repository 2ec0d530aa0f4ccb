import { Suspense, type ReactNode } from 'react';
import { Button } from '../../../components/Button';

/** While a lazy control's code loads, its button shows, disabled, with the same text. */
export function ButtonSuspense({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Button $variant="secondary" disabled>
          {label}
        </Button>
      }
    >
      {children}
    </Suspense>
  );
}
