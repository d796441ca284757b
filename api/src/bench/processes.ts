// The processes a benchmark runs beside itself (the built api, job workers, a bare server):
// a free port to give one, starting it until it says it is ready, and stopping it.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Runs `node <args>` and resolves once its output holds `ready`; rejects if it exits first, with what it wrote. */
export function spawnReady(args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve(child);
    });
    child.on('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

/** SIGTERM, then waits for the exit (at once if it has exited). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
