// `npm run dev`: the API server in watch mode (node --watch) and Vite with hot reload on :5173,
// which proxies /api to the server. Ctrl-C stops both (and the server stops PostgreSQL).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@changamoto/server'], { stdio: 'inherit', env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' } }),
  spawn('npm', ['run', 'dev', '-w', '@changamoto/web'], { stdio: 'inherit' }),
];
console.log('\nDev: open http://localhost:5173 (Vite, hot reload). API on http://localhost:3000.\n');

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code ?? 0);
  });
