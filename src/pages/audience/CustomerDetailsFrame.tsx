import { useId, type ReactNode } from 'react';
import { LoadState } from '../../components/list/LoadState';
import { AUDIENCE_UI } from '../../constants/messages/audience';
import type { RequestView } from '../../ducks/requests/selectors';
import { RouteLink } from '../../routes/RouteLink';

interface CustomerDetailsFrameProps<C extends { id: number; email: string }> {
  /** The customer id of the address; `valid` is false when it is not a positive whole number. */
  id: number;
  valid: boolean;
  view: RequestView<C>;
  retry: () => void;
  back: { to: string; label: string };
  title: string;
  failure: string;
  /** Said under 'Requested account does not exist' where the reader can do something about it. */
  erasedHint?: string;
  children: (customer: C) => ReactNode;
}

/**
 * The frame of a customer's details, in the merchant area and the admin area alike: the back link, the title with the
 * e-mail, the erased customer's notice (a 404), and the loader, failure and Retry until the customer of the address
 * is loaded.
 */
export function CustomerDetailsFrame<C extends { id: number; email: string }>({ id, valid, view, retry, back, title, failure, erasedHint, children }: CustomerDetailsFrameProps<C>) {
  const headingId = useId();
  const customer = view.data;
  const erased = !valid || (view.status === 'failed' && view.error?.status === 404);
  return (
    <section aria-labelledby={headingId}>
      <p>
        <RouteLink to={back.to}>{back.label}</RouteLink>
      </p>
      <h1 id={headingId}>
        {title}
        {customer && !erased ? `: ${customer.email}` : ''}
      </h1>
      {erased ? (
        <div role="alert">
          <p>
            <strong>{AUDIENCE_UI.erased}</strong>
          </p>
          {erasedHint && <p>{erasedHint}</p>}
        </div>
      ) : (
        <LoadState state={view} ready={customer !== undefined && customer.id === id} onRetry={retry} failure={failure}>
          {customer && children(customer)}
        </LoadState>
      )}
    </section>
  );
}
