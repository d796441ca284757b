// `@backoffice/shared/routes`: a remote's exposed routes, derived from the catalogue of screens.
// Bundled by each remote (not a federation singleton), with the catalogue the remote was built
// on: a screen added to the catalogue and to a remote ships with that remote, and the host
// learns its path, name and roles from it. A remote states only how to load a page folder.
import { type ComponentType, lazy } from 'react';
import type { MessageBundle, RemotePage, RemoteRoutes } from '@backoffice/shared';
import { GROUPS, type Screen, screenKey, screenNames } from './src/catalogue';

/**
 * What a remote's package.json says of it: `@backoffice/<area>`, and the groups it serves. Pass these two
 * fields, not the whole file: webpack then bundles just them, not the dependency list (a chart library's name
 * in the routes chunk would look like the chart library to the first-screen check).
 */
export interface RemotePackage {
  name: string;
  federation: { prefixes: string[] };
}

/** How a remote loads what its pages' folders hold. */
export interface RemotePages {
  /** the page module of a folder (`import(`./pages/${folder}/index.tsx`)`): one chunk each */
  page: (folder: string) => Promise<{ default: ComponentType }>;
  /** every text of the remote (its `locale/index.ts`: pages' texts and shared ones) */
  messages: Partial<MessageBundle>;
  /** by screen name, the first requests of a page that starts them early (README: first screens) */
  prefetch?: Record<string, RemotePage['prefetch']>;
}

/** The catalogue's screens of these groups that are built (not planned): what a remote of them serves. */
export function servedScreens(prefixes: readonly string[]): Screen[] {
  return GROUPS.filter((group) => prefixes.includes(group.key))
    .flatMap((group) => group.screens)
    .filter((screen) => !screen.planned);
}

/** A screen's folder under the remote's `src/pages`: its key (`product/:userCode` → `product`). */
export const pageFolder = (screen: Screen) => screenKey(screen.name.slice(screen.group.length + 1));

/** The texts of every page folder a remote serves, with texts several of its pages share. */
export function pageTexts(
  remote: RemotePackage,
  textsOf: (folder: string) => Partial<MessageBundle>,
  shared: Partial<MessageBundle>[] = [],
): MessageBundle {
  const bundles = [
    ...servedScreens(remote.federation.prefixes).map((screen) => textsOf(pageFolder(screen))),
    ...shared,
  ];
  return {
    'en-US': Object.assign({}, ...bundles.map((bundle) => bundle['en-US'])),
    'zh-CN': Object.assign({}, ...bundles.map((bundle) => bundle['zh-CN'])),
  };
}

/** The `./routes` a remote exposes: a page per screen it serves, named by the catalogue. */
export function remoteRoutes(remote: RemotePackage, { page, messages, prefetch = {} }: RemotePages): RemoteRoutes {
  const { prefixes } = remote.federation;
  const screens = servedScreens(prefixes);
  const names = screenNames([...GROUPS.filter((group) => prefixes.includes(group.key)), ...screens]);
  return {
    name: remote.name.replace(/^@backoffice\//, ''),
    prefixes,
    pages: screens.map((screen) => {
      const load = () => page(pageFolder(screen));
      const { url: path, name, labelKey, roles, hidden } = screen;
      return { path, name, labelKey, roles, hidden, component: lazy(load), load, prefetch: prefetch[name] };
    }),
    messages: {
      'en-US': { ...names['en-US'], ...messages['en-US'] },
      'zh-CN': { ...names['zh-CN'], ...messages['zh-CN'] },
    },
  };
}
