import type { Page, WebSocket } from '@playwright/test';

/** Whether a socket is the console's realtime connection. */
export const isMqttSocket = (socket: WebSocket): boolean => new URL(socket.url()).pathname === '/mqtt';

/** Resolves with the next /mqtt socket once the broker has acknowledged its subscription (SUBACK, packet type 9). */
export function nextSubscribedSocket(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    const onSocket = (socket: WebSocket): void => {
      if (!isMqttSocket(socket)) return;
      page.off('websocket', onSocket);
      socket.on('framereceived', ({ payload }) => {
        const first = typeof payload === 'string' ? payload.charCodeAt(0) : payload[0];
        if (first >> 4 === 9) resolve(socket);
      });
    };
    page.on('websocket', onSocket);
  });
}

