// For screens that open drawers and dialogs one after another (a remote's CRUD screens).
// Arco animates them with react-transition-group and jsdom never ends a CSS transition: a
// closed dialog (Modal.confirm renders outside the test's tree) would linger, holding the
// focus, into the next test. Here transitions finish at once, as they do for a user once the
// animation has run (hover menus keep theirs: the host's tests rely on them), and whatever
// dialog or toast a test leaves open ends with it.
const { act } = require('@testing-library/react');

// A screen test is a user's whole story (typing, dialogs, drawers); under the full suite on
// two busy cores one takes several seconds, so the default 5 s failed sound tests in CI.
jest.setTimeout(20_000);

require('react-transition-group').config.disabled = true;

afterEach(() =>
  act(() => {
    require('@arco-design/web-react/lib/Modal').default.destroyAll();
    require('@arco-design/web-react/lib/Message').default.clear();
  }),
);
