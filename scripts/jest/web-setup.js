require('@testing-library/jest-dom');
// jsdom lacks these; Arco's responsive grid and overflow helpers call them.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
if (!global.ResizeObserver) {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// jsdom's WebSocket would reach for the network: by default a socket never opens (the live
// channel stays "connecting" and the screens poll), until a test installs its double.
class QuietWebSocket extends EventTarget {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  readyState = 0;
  binaryType = 'blob';
  send() {}
  close() {
    this.readyState = 3;
  }
}
window.WebSocket = QuietWebSocket;
