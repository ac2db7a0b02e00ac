// Development: the API with reload on :3000 and the Vite dev server (which proxies the API) side by side.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@tremplin/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@tremplin/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
