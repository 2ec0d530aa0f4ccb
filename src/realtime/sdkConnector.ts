/** The real connector, loaded lazily after sign-in: the whole of aws-iot-device-sdk-v2 lives in this chunk. */
// First import: the SDK's modules must see the redirecting WebSocket while they load (see sdkWebSocket.ts).
import { restorePageWebSocket, setSameOrigin } from './sdkWebSocket';
// The browser build, named explicitly so its types (not the Node build's) describe what runs.
import { iot, mqtt } from 'aws-iot-device-sdk-v2/dist/browser';
import type { Connector } from './transport';

restorePageWebSocket();

const KEEP_ALIVE_S = 30;

const describe = (error: unknown): string => (error instanceof Error ? error.message : typeof error === 'string' ? error : 'Connection failed');

/**
 * One MQTT 3.1.1 connection over a SigV4-signed WebSocket, subscribed (QoS 1) to the account's topic. The SDK would
 * reconnect by itself after a drop; the saga owns reconnects (backoff, fresh credentials), so a drop or a failed
 * attempt stops the SDK client and reports `closed`.
 */
export const connectWithSdk: Connector = (options, emit) => {
  const { credentials } = options;
  setSameOrigin(options.sameOrigin ? options.endpoint : null, window.location);
  const config = iot.AwsIotMqttConnectionConfigBuilder.new_with_websockets()
    .with_endpoint(options.endpoint)
    .with_port(443)
    .with_client_id(options.clientId)
    // A persistent session: the broker keeps the subscription and QoS 1 messages while we reconnect.
    .with_clean_session(false)
    .with_keep_alive_seconds(KEEP_ALIVE_S)
    .with_credentials(credentials.region, credentials.accessKeyId, credentials.secretKey, credentials.sessionToken)
    .build();
  const connection = new mqtt.MqttClient().new_connection(config);
  const decoder = new TextDecoder();
  let open = true;

  const stop = (): void => {
    open = false;
    connection.disconnect().catch(() => undefined);
  };
  const end = (error?: unknown): void => {
    if (!open) return;
    stop();
    emit({ type: 'closed', error: error === undefined ? undefined : describe(error) });
  };

  connection.on('message', (_topic, payload) => {
    if (open) emit({ type: 'message', payload: decoder.decode(payload) });
  });
  connection.on('interrupt', (error) => end(error));
  connection.on('error', (error) => end(error));
  connection.on('closed', () => end());

  connection
    .connect()
    .then(async () => {
      if (!open) return;
      emit({ type: 'connected' });
      const granted = await connection.subscribe(options.topic, mqtt.QoS.AtLeastOnce);
      if (!open) return;
      // The broker answers a refused subscription with 0x80 in its SUBACK.
      if ((granted.qos as number) === 128) emit({ type: 'subscribeFailed', error: `Subscription to ${options.topic} refused` });
      else emit({ type: 'subscribed' });
    })
    .catch((error: unknown) => end(error));

  return {
    close() {
      if (open) stop();
    },
  };
};
