// `npm run dev`: a sandbox API on SANDBOX_PORT (default 8081) and the webpack dev server on PORT (default 8080).
import { spawn } from 'node:child_process';

const sandboxPort = process.env.SANDBOX_PORT || '8081';
const children = [
  spawn('npx', ['tsx', 'sandbox/src/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: sandboxPort, SERVE_DIST: '0' } }),
  spawn('npx', ['webpack', 'serve', '--mode', 'development'], {
    stdio: 'inherit',
    env: { ...process.env, SANDBOX_URL: `http://127.0.0.1:${sandboxPort}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
