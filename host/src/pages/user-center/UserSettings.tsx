// The user's own settings: the profile form and the password form, each telling the page
// whether it holds unsaved edits.
import { useCallback, useRef } from 'react';
import { Space } from '@arco-design/web-react';
import { selectUserInfo, useAppSelector } from '@backoffice/shared';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

interface Props {
  /** tells the page whether a form holds unsaved edits */
  onDirtyChange: (dirty: boolean) => void;
}

export function UserSettings({ onDirtyChange }: Props) {
  const user = useAppSelector(selectUserInfo);
  // Each form reports its own edits; the page hears whether either has some.
  const dirty = useRef({ profile: false, password: false });
  const report = useCallback(
    (name: 'profile' | 'password', value: boolean) => {
      dirty.current[name] = value;
      onDirtyChange(dirty.current.profile || dirty.current.password);
    },
    [onDirtyChange],
  );
  if (!user) return null;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <ProfileForm user={user} onDirty={(value) => report('profile', value)} />
      <PasswordForm onDirty={(value) => report('password', value)} />
    </Space>
  );
}
