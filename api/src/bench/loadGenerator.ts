// The load generator of bench:load, a child process of its own so that its CPU is not the api's
// and can be read apart: told a list of calls, the api processes' ports, a rate and a duration, it
// sends call i at start + i / rate exactly (evenly spaced, not bursts once a second), whether or
// not the earlier ones have been answered (open loop), and times each from when it was due, so
// time spent queueing for a connection or inside the api shows.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadCall {
  path: string;
  headers: Record<string, string>;
}

export interface LoadJob {
  calls: LoadCall[];
  ports: number[];
  perSecond: number;
  seconds: number;
  /** an answer later than this after its due time counts as an error (no answer) */
  timeoutMs: number;
}

export interface LoadResult {
  sent: number;
  /** answered 2xx */
  ok: number;
  /** by HTTP status, or `none` for no answer in time or a network error */
  errors: Record<string, number>;
  /** each call's latency from its due time (ms), sorted; unanswered ones are left out (see errors) */
  latencies: number[];
  /** from the first due time to the last answer (ms) */
  elapsedMs: number;
}

function run(job: LoadJob): Promise<LoadResult> {
  // enough sockets that the client never holds a call back while the api has room for it
  const agents = job.ports.map(() => new http.Agent({ keepAlive: true, maxSockets: 256 }));
  const total = Math.round(job.perSecond * job.seconds);
  const interval = 1000 / job.perSecond;
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  let ok = 0;
  let settled = 0;
  let sent = 0;
  let lastAnswer = 0;
  const start = performance.now() + 20;
  const fail = (why: string) => (errors[why] = (errors[why] ?? 0) + 1);

  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      for (const agent of agents) agent.destroy();
      latencies.sort((a, b) => a - b);
      resolve({ sent, ok, errors, latencies, elapsedMs: Math.max(lastAnswer - start, job.seconds * 1000) });
    };
    const deadline = setTimeout(
      () => {
        errors.none = (errors.none ?? 0) + (total - settled);
        finish();
      },
      job.seconds * 1000 + job.timeoutMs + 100,
    );
    const settle = () => {
      if (done) return;
      settled += 1;
      if (settled === total) {
        clearTimeout(deadline);
        finish();
      }
    };
    const send = (index: number, due: number) => {
      const call = job.calls[index % job.calls.length];
      const which = index % job.ports.length;
      const request = http.request(
        { host: '127.0.0.1', port: job.ports[which], path: call.path, headers: call.headers, agent: agents[which] },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () => {
            const now = performance.now();
            lastAnswer = now;
            const status = response.statusCode ?? 0;
            if (now - due > job.timeoutMs) fail('none');
            else if (status >= 200 && status < 300) {
              ok += 1;
              latencies.push(now - due);
            } else {
              fail(String(status));
              latencies.push(now - due);
            }
            settle();
          });
        },
      );
      request.on('error', () => {
        if (done) return;
        fail('none');
        settle();
      });
      request.end();
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        send(sent, start + sent * interval);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, Math.min(1, start + sent * interval - performance.now())));
    };
    setTimeout(tick, 20);
  });
}

process.on('message', (job: LoadJob) => {
  void run(job).then((result) => process.send!(result));
});
