// Realtime delivery for `npm run bench`: how long a message published to an account's topic takes to reach a client
// subscribed to it over the sandbox's MQTT-over-WebSocket broker (spec: a notice shows within a second). Timed from
// the publish call to the client's receipt, one message after another, with the client on the same machine.
import { tsImport } from 'tsx/esm/api';
import { generate, parser } from 'mqtt-packet';
import { WebSocket } from 'ws';

const SAMPLES = 50;
const WARMUP = 5;
const WAIT_MS = 10_000;

/** A minimal MQTT 3.1.1 client: connect, subscribe at QoS 1, and hand each publish to `onMessage`. */
async function connect(url, clientId, onMessage) {
  const socket = new WebSocket(url, ['mqtt']);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const codec = parser({ protocolVersion: 4 });
  const acks = new Map();
  codec.on('packet', (packet) => {
    if (packet.cmd === 'publish') {
      if (packet.qos === 1) socket.send(generate({ cmd: 'puback', messageId: packet.messageId }));
      onMessage(packet.payload.toString());
    } else acks.get(packet.cmd)?.(packet);
  });
  socket.on('message', (data) => codec.parse(data));
  const answer = (cmd) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${cmd} from the broker`)), WAIT_MS);
      acks.set(cmd, (packet) => (clearTimeout(timer), resolve(packet)));
    });
  socket.send(generate({ cmd: 'connect', protocolId: 'MQTT', protocolVersion: 4, clientId, clean: true, keepalive: 30 }));
  const connack = await answer('connack');
  if (connack.returnCode !== 0) throw new Error(`the broker refused the connection (${connack.returnCode})`);
  return { socket, answer };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `{ p50, p95, max }` in milliseconds over SAMPLES messages to the owner's topic. */
export async function measureRealtimeDelivery(baseURL, token) {
  const { presignQuery } = await tsImport('../../sandbox/src/realtime/sigv4.ts', import.meta.url);
  const response = await fetch(`${baseURL}/api/realtime/credentials`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`realtime credentials answered ${response.status}`);
  const credentials = await response.json();
  const { host } = new URL(baseURL);
  const waiting = new Map();
  const { socket, answer } = await connect(`ws://${host}/mqtt?${presignQuery(credentials, host)}`, `${credentials.topic}-bench`, (body) => {
    const job = JSON.parse(body).resource?.job;
    waiting.get(job)?.();
  });
  try {
    socket.send(generate({ cmd: 'subscribe', messageId: 1, subscriptions: [{ topic: credentials.topic, qos: 1 }] }));
    await answer('suback');
    const times = [];
    for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
      const job = `bench-${i}`;
      const received = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`message ${job} did not arrive within ${WAIT_MS} ms`)), WAIT_MS);
        waiting.set(job, () => (clearTimeout(timer), resolve()));
      });
      const started = performance.now();
      const published = await fetch(`${baseURL}/api/_sandbox/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ topic: credentials.topic, type: 'sync.success', resource: { job } }),
      });
      if (!published.ok) throw new Error(`publish answered ${published.status}`);
      await received;
      if (i >= WARMUP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], samples: times.length };
  } finally {
    socket.terminate();
  }
}
