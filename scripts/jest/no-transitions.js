// For screens that open drawers and dialogs one after another (a remote's CRUD screens):
// Arco animates them with react-transition-group and jsdom never ends a CSS transition, so
// a closed dialog (Modal.confirm renders outside the test's tree) would linger, holding the
// focus, into the next test. Here transitions finish at once, as they do for a user once
// the animation has run. Hover menus keep their animations (their tests rely on them).
require('react-transition-group').config.disabled = true;
