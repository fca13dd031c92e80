// A tests/e2e/serve.mjs of a test's own, over a directory of its choice: tests that stop the
// server (offline), swap the build it serves, or look at a fixture start one with this.
import { spawn, type ChildProcess } from "node:child_process";
import { join, resolve } from "node:path";

export const SERVE = join(resolve(__dirname, "../.."), "tests/e2e/serve.mjs");

export class Server {
  private constructor(
    private proc: ChildProcess,
    readonly port: number,
  ) {}

  /** Port 0 picks a free port. Rejects with serve.mjs's output if it refuses to start. */
  static start(dir: string, prefix: string, port = 0): Promise<Server> {
    const proc = spawn(
      process.execPath,
      [SERVE, "--dir", dir, "--host", "127.0.0.1", "--port", String(port), "--prefix", prefix],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    return new Promise((resolvePort, reject) => {
      let out = "";
      const collect = (chunk: Buffer) => {
        out += chunk;
        const m = /at http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
        if (m) resolvePort(new Server(proc, Number(m[1])));
      };
      proc.stdout!.on("data", collect);
      proc.stderr!.on("data", collect);
      proc.on("exit", (code) => reject(new Error(`serve.mjs exited (${code}): ${out}`)));
    });
  }

  url(prefix: string, path: string): string {
    return `http://127.0.0.1:${this.port}${prefix}${path}`;
  }

  stop(): Promise<void> {
    if (this.proc.exitCode !== null) return Promise.resolve();
    return new Promise((done) => {
      this.proc.once("exit", () => done());
      this.proc.kill("SIGTERM");
    });
  }
}
