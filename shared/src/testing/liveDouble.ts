// Test support: a WebSocket double at the global boundary, playing the api's live channel: it
// answers a sign-in with `ready` and a subscription with `subscribed`, and the test pushes
// events through it or drops the connection.

export interface SentMessage {
  type: string;
  [key: string]: unknown;
}

class FakeSocket extends EventTarget {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  readyState = 0;
  binaryType = 'blob';
  constructor(
    readonly url: string,
    private readonly server: LiveDouble,
  ) {
    super();
    server.sockets.push(this);
    setTimeout(() => {
      if (this.readyState !== 0) return;
      this.readyState = 1;
      this.dispatchEvent(new Event('open'));
    }, 0);
  }
  send(data: string) {
    const message = JSON.parse(data) as SentMessage;
    this.server.sent.push(message);
    if (message.type === 'auth') this.receive({ type: 'ready', user: { id: 1, username: 'admin' } });
    if (message.type === 'subscribe') {
      // a resubscription from a last id first gets what was missed
      if (message.lastId !== undefined)
        for (const event of this.server.missed.splice(0)) this.receive(eventMessage(event));
      this.receive({ type: 'subscribed', topics: message.topics, lastId: this.server.lastId });
    }
  }
  receive(message: object) {
    setTimeout(() => {
      if (this.readyState === 1) this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
    }, 0);
  }
  close(code = 1000, reason = '') {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatchEvent(new CloseEvent('close', { code, reason }));
  }
}

interface PushedEvent {
  id: number;
  topic: string;
  payload: unknown;
  projectCode?: string | null;
}

const eventMessage = (event: PushedEvent) => ({
  type: 'event',
  projectCode: null,
  time: new Date().toISOString(),
  ...event,
});

export interface LiveDouble {
  sockets: FakeSocket[];
  /** every message the page sent, in order */
  sent: SentMessage[];
  /** the id the next `subscribed` names as where the channel stands */
  lastId: number;
  /** what the next resubscription with a last id is sent again, before its `subscribed` */
  missed: PushedEvent[];
  /** sends an event to the open socket */
  push(event: PushedEvent): void;
  /** the open socket, once signed in and subscribed */
  open(): FakeSocket | undefined;
}

/** Installs the double as the page's WebSocket. */
export function installLiveDouble(): LiveDouble {
  const double: LiveDouble = {
    sockets: [],
    sent: [],
    lastId: 0,
    missed: [],
    push(event) {
      double.open()?.receive(eventMessage(event));
    },
    open: () => double.sockets.find((socket) => socket.readyState === 1),
  };
  (globalThis as { WebSocket: unknown }).WebSocket = class extends FakeSocket {
    constructor(url: string) {
      super(url, double);
    }
  };
  return double;
}
