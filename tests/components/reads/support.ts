import { screen, within } from '@testing-library/react';
import type { RenderAppResult } from '../../support/render';
import type { MockHttp, Reply } from '../../unit/api/mockHttp';

/**
 * Makes a read fail with the server's message until Retry is pressed, then answer `ok`: the screen must show the
 * message with Retry, and after Retry the answer. Returns the alert the failure showed.
 */
export async function failsThenRecovers(view: Pick<RenderAppResult, 'user'> & { http: MockHttp }, path: string, ok: Reply, message = 'The platform could not answer.') {
  let failing = true;
  view.http.on('GET', path, () => (failing ? { status: 500, data: { code: 500, message } } : ok));
  const alert = await screen.findByText(message);
  const box = alert.closest('[role="alert"]') as HTMLElement;
  expect(box).not.toBeNull();
  failing = false;
  await view.user.click(within(box).getByRole('button', { name: 'Retry' }));
  return box;
}
