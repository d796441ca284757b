// jsdom ships no fetch API, but RTK Query's fetchBaseQuery builds `Request`s and reads
// `Response`s. Borrow Node's own (undici) classes so tests exercise the real base query.
// Node's Request wants absolute URLs; a browser resolves '/admin-api/...' against the
// page, so this one does too. `fetch` itself refuses until a test installs its double,
// so nothing reaches the network.
// A test file may run in a time zone of its own with a docblock pragma, `@timezone
// America/New_York`: Node reads TZ when it changes, but a test's process.env is a copy.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.timeZone = context.docblockPragmas?.timezone;
    const page = this.global;
    const NodeRequest = globalThis.Request;
    if (typeof page.Request === 'undefined') {
      page.Request = class Request extends NodeRequest {
        constructor(input, init) {
          super(typeof input === 'string' ? new URL(input, page.location.href).href : input, init);
        }
      };
    }
    for (const name of ['Response', 'Headers']) {
      if (typeof page[name] === 'undefined') page[name] = globalThis[name];
    }
    if (typeof page.fetch === 'undefined') {
      page.fetch = () => Promise.reject(new Error('tests must install a fetch double'));
    }
  }

  async setup() {
    await super.setup();
    if (this.timeZone) {
      this.previousTimeZone = process.env.TZ;
      process.env.TZ = String(this.timeZone);
    }
  }

  async teardown() {
    if (this.timeZone) {
      if (this.previousTimeZone === undefined) delete process.env.TZ;
      else process.env.TZ = this.previousTimeZone;
    }
    await super.teardown();
  }
}

module.exports = JsdomWithFetchEnvironment;
