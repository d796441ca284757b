import { translate } from '../i18n/translate';

// One dialog however many calls fail at once: a page firing ten queries with an expired
// token must not stack ten dialogs.
let open = false;

/** The "Confirm logout" dialog of a 401; `onReLogin` runs when the user picks Re-Login. */
export function showLogoutDialog(onReLogin: () => void): void {
  if (open) return;
  open = true;
  // Loaded on first need: the login page and most sessions never show this dialog.
  void import('@arco-design/web-react/es/Modal').then(({ default: Modal }) =>
    Modal.confirm({
      title: translate('shared.logout.title'),
      content: translate('shared.logout.content'),
      okText: translate('shared.logout.reLogin'),
      cancelText: translate('shared.logout.cancel'),
      onOk: () => {
        open = false;
        onReLogin();
      },
      onCancel: () => {
        open = false;
      },
    }),
  );
}
