import { type MenuItem } from '../menu/menuApi';

/** The menu as parent → children links, children in menu order. */
export interface MenuIndex {
  byId: Map<number, MenuItem>;
  childrenOf: Map<number, MenuItem[]>;
}

export function indexMenu(items: MenuItem[]): MenuIndex {
  const byId = new Map(items.map((item) => [item.id, item]));
  const childrenOf = new Map<number, MenuItem[]>();
  for (const item of items) {
    // an item whose parent is gone is shown at the top rather than lost
    const parentId = byId.has(item.parentId) ? item.parentId : 0;
    childrenOf.set(parentId, [...(childrenOf.get(parentId) ?? []), item]);
  }
  for (const children of childrenOf.values()) children.sort((a, b) => a.orderNum - b.orderNum || a.id - b.id);
  return { byId, childrenOf };
}

export function descendantsOf(index: MenuIndex, id: number): number[] {
  const found: number[] = [];
  const walk = (parentId: number) => {
    for (const child of index.childrenOf.get(parentId) ?? []) {
      found.push(child.id);
      walk(child.id);
    }
  };
  walk(id);
  return found;
}

export function ancestorsOf(index: MenuIndex, id: number): number[] {
  const found: number[] = [];
  for (
    let current = index.byId.get(id)?.parentId ?? 0;
    current && index.byId.has(current) && !found.includes(current);
  ) {
    found.push(current);
    current = index.byId.get(current)!.parentId;
  }
  return found;
}

/**
 * A role's grants as the tree shows them: ids of items that no longer exist dropped (the
 * api refuses them), and every granted item's module and page added, as the user's menu
 * needs them to show it.
 */
export function normalizeGrants(index: MenuIndex, ids: Iterable<number>): Set<number> {
  const granted = new Set<number>();
  for (const id of ids) {
    if (!index.byId.has(id)) continue;
    granted.add(id);
    ancestorsOf(index, id).forEach((ancestor) => granted.add(ancestor));
  }
  return granted;
}

/**
 * Ticking grants the item, everything under it and what it sits in; unticking takes the
 * item and everything under it away, and a module left with nothing granted in it too.
 * A page stays granted when its last button is unticked: a page without buttons is a
 * read-only grant, which the cascade of a plain checkbox tree could not express.
 */
export function tick(index: MenuIndex, granted: Set<number>, id: number, checked: boolean): Set<number> {
  const next = new Set(granted);
  const affected = [id, ...descendantsOf(index, id)];
  if (checked) {
    [...affected, ...ancestorsOf(index, id)].forEach((each) => next.add(each));
    return next;
  }
  affected.forEach((each) => next.delete(each));
  for (const ancestor of ancestorsOf(index, id)) {
    const module = index.byId.get(ancestor)?.menuType === 'M';
    if (module && !descendantsOf(index, ancestor).some((each) => next.has(each))) next.delete(ancestor);
  }
  return next;
}

/** Ticked boxes and half-ticked ones: a granted item with only part of what is under it granted shows half. */
export function checkState(
  index: MenuIndex,
  granted: Set<number>,
): { checkedKeys: string[]; halfCheckedKeys: string[] } {
  const checkedKeys: string[] = [];
  const halfCheckedKeys: string[] = [];
  for (const id of granted) {
    const under = descendantsOf(index, id);
    if (under.every((each) => granted.has(each))) checkedKeys.push(String(id));
    else halfCheckedKeys.push(String(id));
  }
  return { checkedKeys, halfCheckedKeys };
}

export interface GrantNode {
  key: string;
  item: MenuItem;
  children?: GrantNode[];
}

/**
 * The tree, or only the part matching `query` (by label, name, url or perms): a match
 * brings what it sits in, and what is under it, so it can be ticked in context.
 */
export function grantTree(index: MenuIndex, labelOf: (item: MenuItem) => string, query = ''): GrantNode[] {
  const needle = query.trim().toLowerCase();
  const matches = (item: MenuItem) =>
    [labelOf(item), item.menuName, item.url, item.perms].some((text) => text.toLowerCase().includes(needle));
  const build = (parentId: number, inMatch: boolean): GrantNode[] =>
    (index.childrenOf.get(parentId) ?? []).flatMap((item) => {
      const hit = inMatch || !needle || matches(item);
      const children = build(item.id, hit);
      if (!hit && !children.length) return [];
      return [{ key: String(item.id), item, ...(children.length ? { children } : {}) }];
    });
  return build(0, false);
}

/** The keys of every node that has children: "expand all". */
export function parentKeys(nodes: GrantNode[]): string[] {
  return nodes.flatMap((node) => (node.children ? [node.key, ...parentKeys(node.children)] : []));
}
