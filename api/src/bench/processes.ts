// The processes a benchmark runs beside itself (the built api, job workers, a bare server):
// a free port to give one, starting it until it says it is ready, and stopping it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
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

/**
 * Runs `node <args>` and resolves once its output holds `ready`; rejects if it exits first, with what it wrote.
 * With `outputFile`, its standard output goes there instead of through this process (a busy api's
 * log lines then cost this process nothing).
 */
export function spawnReady(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: string,
  outputFile?: string,
): Promise<ChildProcess> {
  const file = outputFile ? fs.openSync(outputFile, 'w') : undefined;
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', file ?? 'pipe', 'inherit'],
  });
  if (file !== undefined) fs.closeSync(file);
  return new Promise((resolve, reject) => {
    let output = '';
    let isReady = false;
    let polling: NodeJS.Timeout | undefined;
    const read = (text: string) => {
      if (isReady) return;
      output += text;
      if (!output.includes(ready)) return;
      isReady = true;
      output = '';
      clearInterval(polling);
      resolve(child);
    };
    child.stdout?.on('data', (chunk: Buffer) => read(chunk.toString()));
    if (outputFile) polling = setInterval(() => read(fs.readFileSync(outputFile, 'utf8').slice(output.length)), 50);
    child.on('exit', (code) => {
      clearInterval(polling);
      if (outputFile && !isReady) output = fs.readFileSync(outputFile, 'utf8');
      reject(new Error(`${args.join(' ')} exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** SIGTERM, then waits for the exit (at once if it has exited). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
