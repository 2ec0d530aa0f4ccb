/**
 * aws-crt's browser MQTT client dials `wss://<endpoint>/mqtt?<signed query>` and signs the host name without a port
 * (AWS IoT only listens on 443). The sandbox serves /mqtt on the console's own origin instead, so in same-origin mode
 * the SDK's WebSocket sends that same signed query to the page's origin, over ws or wss like the page.
 *
 * The SDK's WebSocket shim reads the global `WebSocket` once, while its modules load: importing this module first
 * puts the redirecting class there for that moment, and `restorePageWebSocket()` puts the page's own back.
 */
import { sameOriginUrl } from './transport';

const PageWebSocket = globalThis.WebSocket;

let redirect: ((url: string) => string) | null = null;

class SdkWebSocket extends PageWebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(redirect ? redirect(String(url)) : url, protocols);
  }
}

globalThis.WebSocket = SdkWebSocket;

export function restorePageWebSocket(): void {
  globalThis.WebSocket = PageWebSocket;
}

/** Same-origin mode for the next connections (null: dial the endpoint itself). */
export function setSameOrigin(endpoint: string | null, page: { protocol: string; host: string }): void {
  redirect = endpoint === null ? null : (url) => sameOriginUrl(url, endpoint, page);
}
