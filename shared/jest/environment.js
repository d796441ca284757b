// jsdom ships no fetch API, but RTK Query's fetchBaseQuery builds `Request`s and reads
// `Response`s. Borrow Node's own (undici) classes so tests exercise the real base query;
// `fetch` itself refuses until a test installs its double, so nothing reaches the network.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers']) {
      if (typeof this.global[name] === 'undefined') this.global[name] = globalThis[name];
    }
    if (typeof this.global.fetch === 'undefined') {
      this.global.fetch = () => Promise.reject(new Error('tests must install a fetch double'));
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
