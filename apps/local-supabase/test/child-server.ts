/** A `local-supabase serve` child process, for tests that measure or kill the server itself. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../bin/local-supabase.mjs', import.meta.url));

export interface ChildServer {
  child: ChildProcess;
  url: string;
  output(): string;
  stop(): Promise<void>;
}

export function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'serve'], {
      env: {
        ...process.env,
        LOCAL_SUPABASE_DATA_DIR: dataDir,
        LOCAL_SUPABASE_PORT: '0',
        ADMIN_PASSWORD: 'durable-password',
        LOCAL_SUPABASE_NO_ENV_FILE: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /local-supabase ready at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) {
        child.off('exit', onEarlyExit);
        resolve({
          child,
          url: m[1],
          output: () => out,
          stop: async () => {
            if (child.exitCode !== null) return;
            const gone = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            await gone;
          },
        });
      }
    };
    const onEarlyExit = (code: number | null) =>
      reject(new Error(`server exited (${code}): ${out}`));
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('exit', onEarlyExit);
  });
}

/** Resident memory of a process in bytes (Linux). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? '0');
  return kb * 1024;
}
