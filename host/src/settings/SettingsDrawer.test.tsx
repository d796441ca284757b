// The settings drawer as it is met: opened from the navbar button (its chunk loads then),
// every control applied at once and remembered for the next visit (localStorage 'settings').
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS, selectSettings } from '@backoffice/shared';
import { SettingsButton } from '../navbar/SettingsButton';
import { renderHost } from '../testing/renderHost';

const stored = () => JSON.parse(localStorage.getItem('settings') ?? 'null');
const setup = () => userEvent.setup({ pointerEventsCheck: 0 }); // Arco's drawer animates in

async function openDrawer() {
  const user = setup();
  const view = renderHost(<SettingsButton />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // nothing until asked for
  await user.click(screen.getByRole('button', { name: 'Page settings' }));
  const drawer = within(await screen.findByRole('dialog', { name: 'Page settings' }));
  return { user, drawer, ...view };
}

beforeEach(() => {
  localStorage.clear();
  document.body.removeAttribute('style');
  document.documentElement.classList.remove('color-weak');
});

it('shows the default settings', async () => {
  const { drawer } = await openDrawer();
  for (const name of ['Navigation bar', 'Menu', 'Tab bar', 'Footer', 'Menu from server']) {
    expect(drawer.getByRole('switch', { name })).toBeChecked();
  }
  expect(drawer.getByRole('switch', { name: 'Colour-weak mode' })).not.toBeChecked();
  expect(drawer.getByLabelText('Menu width (px)')).toHaveValue('224');
  expect(drawer.getByRole('button', { name: 'Theme colour #165DFF' })).toHaveAttribute('aria-pressed', 'true');
});

it('applies and remembers every switch', async () => {
  const { user, drawer, store } = await openDrawer();
  const keys = {
    'Navigation bar': 'navbar',
    Menu: 'menu',
    'Tab bar': 'tabBar',
    Footer: 'footer',
    'Menu from server': 'menuFromServer',
  } as const;
  for (const [name, key] of Object.entries(keys)) {
    await user.click(drawer.getByRole('switch', { name }));
    expect(selectSettings(store.getState())[key]).toBe(false);
    expect(stored()[key]).toBe(false);
    expect(drawer.getByRole('switch', { name })).not.toBeChecked();
  }
});

it('changes the menu width within 180..320', async () => {
  const { user, drawer, store } = await openDrawer();
  const input = drawer.getByLabelText('Menu width (px)');

  await user.clear(input);
  await user.type(input, '260');
  expect(selectSettings(store.getState()).menuWidth).toBe(260);
  expect(stored()).toMatchObject({ menuWidth: 260 });

  expect(drawer.getByText('From 180 to 320')).toBeInTheDocument();
  expect(drawer.queryByRole('alert')).not.toBeInTheDocument();

  // Out of range: refused as typed, saying the range, never applied; left, the field shows the width in use.
  for (const typed of ['20', '999']) {
    await user.clear(input);
    await user.type(input, typed);
    expect(drawer.getByRole('alert')).toHaveTextContent('From 180 to 320');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(selectSettings(store.getState()).menuWidth).toBe(260);
    expect(stored()).toMatchObject({ menuWidth: 260 });
    fireEvent.blur(input);
    await waitFor(() => expect(input).toHaveValue('260'));
    expect(drawer.queryByRole('alert')).not.toBeInTheDocument();
  }
});

it('sets the theme colour: the whole Arco palette follows (--primary-6 on body)', async () => {
  const { user, drawer, store } = await openDrawer();

  await user.click(drawer.getByRole('button', { name: 'Theme colour #722ED1' }));

  expect(selectSettings(store.getState()).themeColor).toBe('#722ED1');
  expect(stored()).toMatchObject({ themeColor: '#722ED1' });
  expect(drawer.getByRole('button', { name: 'Theme colour #722ED1' })).toHaveAttribute('aria-pressed', 'true');
  // Dark theme (the default): the dark shades of Arco's generator.
  await waitFor(() => expect(document.body.style.getPropertyValue('--primary-6')).toBe('142,81,218'));
  expect(document.body.style.getPropertyValue('--primary-1')).toBe('22,0,77');
  // links (a drama's counts opening their records) are Arco's link palette: it follows too
  expect(document.body.style.getPropertyValue('--link-6')).toBe('142,81,218');
});

it('turns colour-weak mode on and off (a class on <html>)', async () => {
  const { user, drawer } = await openDrawer();

  await user.click(drawer.getByRole('switch', { name: 'Colour-weak mode' }));
  expect(document.documentElement).toHaveClass('color-weak');
  expect(stored()).toMatchObject({ colorWeak: true });

  await user.click(drawer.getByRole('switch', { name: 'Colour-weak mode' }));
  expect(document.documentElement).not.toHaveClass('color-weak');
  expect(stored()).toMatchObject({ colorWeak: false });
});

it('resets everything to the default settings, and remembers that', async () => {
  const { user, drawer, store } = await openDrawer();
  await user.click(drawer.getByRole('button', { name: 'Theme colour #00B42A' }));
  await user.click(drawer.getByRole('switch', { name: 'Footer' }));
  await user.click(drawer.getByRole('switch', { name: 'Colour-weak mode' }));
  await waitFor(() => expect(document.body.style.getPropertyValue('--primary-6')).not.toBe(''));

  await user.click(drawer.getByRole('button', { name: 'Reset to defaults' }));

  expect(selectSettings(store.getState())).toEqual(DEFAULT_SETTINGS);
  expect(stored()).toEqual(DEFAULT_SETTINGS);
  expect(drawer.getByRole('switch', { name: 'Footer' })).toBeChecked();
  expect(document.documentElement).not.toHaveClass('color-weak');
  await waitFor(() => expect(document.body.style.getPropertyValue('--primary-6')).toBe(''));
  expect(document.body.style.getPropertyValue('--link-6')).toBe('');
});

it('closes with Esc and opens again', async () => {
  const { user, drawer } = await openDrawer();
  const dialog = screen.getByRole('dialog', { name: 'Page settings' });
  fireEvent.keyDown(drawer.getByRole('switch', { name: 'Footer' }), { key: 'Escape', code: 'Escape', keyCode: 27 });
  expect(dialog).toHaveClass('arco-drawer-wrapper-hide');

  await user.click(screen.getByRole('button', { name: 'Page settings' }));
  expect(dialog).not.toHaveClass('arco-drawer-wrapper-hide');
});
