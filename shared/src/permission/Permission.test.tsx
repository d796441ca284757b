import { render, screen } from '@testing-library/react';
import { loggedIn, roleSelected, serverMenuLoaded, userInfoLoaded } from '../auth/authSlice';
import { AppProviders } from '../providers/AppProviders';
import { updateSettings } from '../settings/settingsSlice';
import { createAppStore } from '../store/createAppStore';
import { menuItem, userInfo } from '../testing/fixtures';
import { Permission } from './Permission';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** A user on project dramabox (roles admin, operator), role "operator". */
function operatorStore() {
  const store = createAppStore();
  store.dispatch(loggedIn('tok'));
  store.dispatch(userInfoLoaded(userInfo()));
  store.dispatch(roleSelected('operator'));
  return store;
}

function Toolbar() {
  return (
    <>
      <Permission value={['drama:add']}>
        <button>Add drama</button>
      </Permission>
      <Permission value={['drama:remove']}>
        <button>Remove drama</button>
      </Permission>
      <Permission value={['admin', 'operator']}>
        <button>Reply</button>
      </Permission>
      <Permission value={['admin']}>
        <button>Settings</button>
      </Permission>
    </>
  );
}

const visibleButtons = () => screen.queryAllByRole('button').map((button) => button.textContent);

it('shows only the buttons the server menu grants', () => {
  const store = operatorStore();
  store.dispatch(
    serverMenuLoaded([
      menuItem({ id: 1, menuType: 'C', menuName: 'product' }),
      menuItem({ id: 2, parentId: 1, menuType: 'F', perms: 'drama:add' }),
    ]),
  );

  render(
    <AppProviders store={store}>
      <Toolbar />
    </AppProviders>,
  );

  expect(visibleButtons()).toEqual(['Add drama']);
});

it('goes by role when the menu is not taken from the server', () => {
  const store = operatorStore();
  store.dispatch(serverMenuLoaded([menuItem({ id: 2, menuType: 'F', perms: 'drama:add' })]));
  store.dispatch(updateSettings({ menuFromServer: false }));

  render(
    <AppProviders store={store}>
      <Toolbar />
    </AppProviders>,
  );

  expect(visibleButtons()).toEqual(['Reply']);
});

it('goes by role while no server menu is loaded', () => {
  render(
    <AppProviders store={operatorStore()}>
      <Toolbar />
    </AppProviders>,
  );
  expect(visibleButtons()).toEqual(['Reply']);
});
