import {
  IconApps,
  IconCustomerService,
  IconDashboard,
  IconGift,
  IconSend,
  IconSettings,
  IconTrophy,
  IconUser,
  IconVideoCamera,
} from '@arco-design/web-react/icon';

// The icons the menu may name. Icons are imported one by one so the host does not
// download Arco's whole icon set; an unknown name simply shows no icon.
const ICONS: Record<string, JSX.Element> = {
  IconApps: <IconApps />,
  IconCustomerService: <IconCustomerService />,
  IconDashboard: <IconDashboard />,
  IconGift: <IconGift />,
  IconSend: <IconSend />,
  IconSettings: <IconSettings />,
  IconTrophy: <IconTrophy />,
  IconUser: <IconUser />,
  IconVideoCamera: <IconVideoCamera />,
};

export function menuIcon(name: string | undefined) {
  return name ? (ICONS[name] ?? null) : null;
}
