// The first-paint script as index.html runs it: the drawing of the visitor's language in
// #root on a signed-out visit (taking the step to login that the app would) and the login island
// started, the app started on a signed-in one, and the stored appearance either way.
const DRAWINGS =
  '<template data-login="en-US"><p>Sign in</p></template><template data-login="zh-CN"><p>登录</p></template>' +
  '<script data-island="/host/v1/login-island.js"></script>';
const APP_START =
  '<template id="app-start"><script src="/host/v1/main.js"></script><link rel="preload" as="script" href="/host/v1/1.js"></template>';
const started = (src: string) => document.head.querySelector(`script[src="${src}"]`) !== null;

async function runAt(address: string) {
  window.history.replaceState(null, '', address);
  document.head.innerHTML = APP_START;
  document.body.innerHTML = `<div id="root"></div>${DRAWINGS}`;
  await jest.isolateModulesAsync(async () => {
    await import('./firstPaint');
  });
  return document.getElementById('root')!;
}

beforeEach(() => {
  localStorage.clear();
  document.body.removeAttribute('arco-theme');
});

it('draws the login form in the stored language on a signed-out visit to /login', async () => {
  localStorage.setItem('arco-locale', 'zh-CN');
  expect((await runAt('/login?redirect=user%2Flist')).textContent).toBe('登录');
  expect(window.location.pathname + window.location.search).toBe('/login?redirect=user%2Flist');
  // the island makes the drawing work; the app waits for it
  expect(started('/host/v1/login-island.js')).toBe(true);
  expect(started('/host/v1/main.js')).toBe(false);
});

it('takes a signed-out visit elsewhere to login, carrying where it was going, and draws the form', async () => {
  expect((await runAt('/setting/account?status=1')).textContent).toBe('Sign in');
  expect(window.location.pathname + window.location.search).toBe('/login?redirect=setting%2Faccount&status=1');
});

it('leaves a signed-in visit to the app', async () => {
  localStorage.setItem('token', 'a-session');
  expect((await runAt('/login')).childNodes).toHaveLength(0);
  expect((await runAt('/dashboard/workplace')).childNodes).toHaveLength(0);
  expect(window.location.pathname).toBe('/dashboard/workplace');
  expect(started('/host/v1/main.js')).toBe(true);
  expect(document.head.querySelector('link[rel=preload][href="/host/v1/1.js"]')).not.toBeNull();
  expect(started('/host/v1/login-island.js')).toBe(false);
});

it('shows the stored appearance, dark by default, before the app runs', async () => {
  await runAt('/login');
  expect(document.body.getAttribute('arco-theme')).toBe('dark');
  localStorage.setItem('settings', JSON.stringify({ theme: 'light', colorWeak: true }));
  await runAt('/login');
  expect(document.body.hasAttribute('arco-theme')).toBe(false);
  expect(document.documentElement).toHaveClass('color-weak');
});
