import type { APIRequestContext, Page } from '@playwright/test';
import { UI } from '../../src/constants/messages';
import { REALTIME } from '../../src/constants/messages/realtime';
import { demoAccount, expectLoginPage, submitLogin, userMenu } from './support/console';
import { isMqttSocket, nextSubscribedSocket } from './support/realtime';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/sandbox';
import type { Principals } from './support/sessions';
import { expectSuccess } from './support/notices';

const owner = demoAccount('owner');
/** Past the first two reconnect delays (at most 1 s and 2 s, src/realtime/saga.ts), well short of the keep-alive. */
const BEYOND_FIRST_RECONNECTS_MS = 4_000;

/** Signs in through the form; wherever the owner lands, the user menu shows the session is up. */
async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, owner.email, DEMO_PASSWORD);
  await expect(userMenu(page, owner)).toBeVisible();
}

/** The owner's uuid: the topic of their notifications. */
async function ownerTopic(principals: Principals): Promise<string> {
  return (await principals.tokensFor(owner.email)).account.uuid;
}

async function publish(request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const res = await request.post('/api/_sandbox/publish', { data: body });
  expect(res.status(), await res.text()).toBe(200);
}

/** Counts the /mqtt sockets the page opens from now on. */
function countSockets(page: Page): { opened: () => number } {
  let opened = 0;
  page.on('websocket', (socket) => {
    if (isMqttSocket(socket)) opened += 1;
  });
  return { opened: () => opened };
}

const errorNotice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: 'ERROR' }).filter({ hasText: text });

test.describe('realtime notifications', () => {
  test('a published message shows its notice within a second; a 422 bulk grant shows an ERROR', async ({ page, request, principals }) => {
    const topic = await ownerTopic(principals);
    const subscribed = nextSubscribedSocket(page);
    await principals.open(page, owner);
    await subscribed;

    await publish(request, { topic, type: 'bulk.grant.access', resource: { code: 200, job: 'e2e-1' } });
    await expectSuccess(page, REALTIME.accessGranted);

    await publish(request, { topic, type: 'bulk.grant.access', resource: { code: 422, job: 'e2e-2' } });
    await expect(errorNotice(page, REALTIME.bulkDefaultError)).toBeVisible();
  });

  test('a malformed message shows nothing and the next valid one still arrives', async ({ page, request, principals }) => {
    const topic = await ownerTopic(principals);
    const subscribed = nextSubscribedSocket(page);
    await principals.open(page, owner);
    await subscribed;

    await publish(request, { topic, raw: '{"type":"bulk.grant.access","timestamp":' });
    await publish(request, { topic, raw: '<script>alert(1)</script>' });
    await publish(request, { topic, type: 'no.such.type', resource: {} });
    // The valid one reports a failure, whose notice stays until closed: a success notice goes after 3 s, and on a busy
    // machine it went before it was counted (page.clock.install() lets the page's time run on).
    await publish(request, { topic, type: 'bulk.grant.access', resource: { code: 422, job: 'e2e-3' } });
    await expect(errorNotice(page, REALTIME.bulkDefaultError)).toBeVisible();
    // Exactly one notice, that one: the malformed messages added none.
    await expect(page.getByRole('button', { name: UI.closeNotice })).toHaveCount(1);
  });

  test('a dropped socket reconnects with backoff and messages flow again', async ({ page, request, principals }) => {
    const topic = await ownerTopic(principals);
    const subscribed = nextSubscribedSocket(page);
    await principals.open(page, owner);
    const first = await subscribed;

    const closed = first.waitForEvent('close');
    const reconnected = nextSubscribedSocket(page);
    const dropped = await request.post('/api/_sandbox/realtime/drop', { data: { email: owner.email } });
    expect(await dropped.json()).toEqual({ dropped: 1 });
    await closed;
    await reconnected;

    await publish(request, { topic, type: 'bulk.access.codes.succeed', resource: { job: 'e2e-4' } });
    await expectSuccess(page, REALTIME.accessCodesImported);
  });

  test('logout closes the connection for good; signing in again opens exactly one', async ({ page }) => {
    // The page's timers run on a clock the test can move, so waiting out the reconnect delays takes no real time.
    await page.clock.install();
    const subscribed = nextSubscribedSocket(page);
    await signIn(page);
    const socket = await subscribed;

    const closed = socket.waitForEvent('close');
    const sockets = countSockets(page);
    await userMenu(page, owner).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectLoginPage(page);
    await closed;
    // Longer than the first reconnect delays: nothing dials again.
    await page.clock.runFor(BEYOND_FIRST_RECONNECTS_MS);
    expect(sockets.opened()).toBe(0);

    const again = nextSubscribedSocket(page);
    await signIn(page);
    await again;
    await page.clock.runFor(BEYOND_FIRST_RECONNECTS_MS);
    expect(sockets.opened()).toBe(1);
  });

  test('the SDK is not among the scripts of the signed-out /login; it loads after sign-in', async ({ page }) => {
    // A string only aws-crt's signer holds: the SigV4 service name of the IoT device gateway.
    const sdkScripts: string[] = [];
    let scripts = 0;
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts += 1;
      // A chunk still arriving when the test ends has no body to read any more: it is not counted.
      const body = await response.text().catch(() => '');
      if (body.includes('iotdevicegateway')) sdkScripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/login');
    await expectLoginPage(page);
    await page.waitForLoadState('networkidle');
    expect(scripts).toBeGreaterThan(0);
    expect(sdkScripts).toEqual([]);

    const subscribed = nextSubscribedSocket(page);
    await signIn(page);
    await subscribed;
    await expect.poll(() => sdkScripts.length).toBe(1);
  });
});
