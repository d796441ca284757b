// What an area gives the simulator (`npm run simulate -w api`, api/src/simulate/): its
// scenarios, declared in its module manifest (`scenarios`) beside the app routes they drive.
// A scenario is one thing an app user does in the app, a few calls in a row, over real HTTP.

/** One call of the app api, as the simulated app makes it. */
export interface AppCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** under /app-api, with its values: `/dramas/US-D0001/episodes` */
  path: string;
  /** how the summary names the call (its route): `GET /dramas/:dramaCode/episodes`; the path when the same */
  route?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** a body of bytes instead (an uploaded picture), sent with its content type */
  bytes?: { type: string; data: Uint8Array };
  /** headers of its own (a provider's signature), beside the app key and the user's token */
  headers?: Record<string, string>;
}

/** A signed-in app user of the simulation, with the app's own client. */
export interface SimulatedApp {
  /** the device it signed in on: sim-1, sim-2… (a rerun signs the same users in) */
  readonly deviceId: string;
  /** calls as the signed-in user: the answer's `data`, or undefined when refused (the summary counts it by status) */
  call<T = unknown>(call: AppCall): Promise<T | undefined>;
  /** signs the device in again, as an app that lost its token: true when signed in */
  signIn(): Promise<boolean>;
  /** counts what the scenario moved, for the summary (`plays`, `follows`, `inbox reads`) */
  moved(what: string, by?: number): void;
  /** waits as the user would between two steps on a screen (typing, looking again): about the simulation's think time */
  think(): Promise<void>;
  /** a number in [0, 1) from the user's own seeded stream */
  random(): number;
  /** one of `items`, or undefined when there is none */
  pick<T>(items: readonly T[]): T | undefined;
}

export interface Scenario {
  /** as the summary names it: `watch episodes` */
  name: string;
  /** how often a user picks it, against the other scenarios' weights */
  weight: number;
  run(app: SimulatedApp): Promise<void>;
}
