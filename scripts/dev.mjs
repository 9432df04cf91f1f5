// `npm run dev`: the store API on :8081 (restarted when server/ or src/api changes, via tsx watch)
// and Vite with hot reload on :5173, which proxies the API paths to it (vite.config.ts).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((child) =>
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  }),
);
