import { type MenuItem, type ReorderItem } from './menuApi';

/** A table row: an item with the items under it, in menu order. */
export type MenuRow = MenuItem & { children?: MenuRow[] };

const byOrder = (a: MenuItem, b: MenuItem) => a.orderNum - b.orderNum || a.id - b.id;

/** The items under `parentId`, in menu order. */
export function siblingsOf(items: MenuItem[], parentId: number): MenuItem[] {
  return items.filter((item) => item.parentId === parentId).sort(byOrder);
}

/**
 * The flat list as nested rows. With a query (matched against the label, name, url and
 * perms) only the matches stay, with what they sit in and what is under them.
 */
export function menuRows(items: MenuItem[], labelOf: (item: MenuItem) => string, query = ''): MenuRow[] {
  const ids = new Set(items.map((item) => item.id));
  const needle = query.trim().toLowerCase();
  const matches = (item: MenuItem) =>
    [labelOf(item), item.menuName, item.url, item.perms].some((text) => text.toLowerCase().includes(needle));
  const seen = new Set<number>();
  const build = (parentId: number, inMatch: boolean): MenuRow[] =>
    items
      // an item whose parent is gone is shown at the top rather than lost
      .filter((item) => (ids.has(item.parentId) ? item.parentId : 0) === parentId && !seen.has(item.id))
      .sort(byOrder)
      .flatMap((item) => {
        seen.add(item.id); // a cycle in bad data must not loop forever
        const hit = inMatch || !needle || matches(item);
        const children = build(item.id, hit);
        if (!hit && !children.length) return [];
        return [{ ...item, ...(children.length ? { children } : {}) }];
      });
  return build(0, false);
}

/** The ids of rows that have rows under them: "expand all". */
export function parentIds(rows: MenuRow[]): number[] {
  return rows.flatMap((row) => (row.children ? [row.id, ...parentIds(row.children)] : []));
}

/**
 * Moving an item one place up (-1) or down (+1) among its siblings: the siblings with their
 * new orderNums, or null at the end of the line. The order numbers already in use are
 * handed out again in the new order, so numbers others rely on (the groups' order in
 * screens.json) move with the items; duplicate numbers are replaced by 0, 1, 2…
 */
export function moved(items: MenuItem[], item: MenuItem, step: -1 | 1): ReorderItem[] | null {
  const siblings = siblingsOf(items, item.parentId);
  const from = siblings.findIndex((sibling) => sibling.id === item.id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= siblings.length) return null;
  const reordered = [...siblings];
  [reordered[from], reordered[to]] = [reordered[to], reordered[from]];
  const numbers = siblings.map((sibling) => sibling.orderNum);
  const distinct = new Set(numbers).size === numbers.length;
  return reordered.map((sibling, index) => ({
    id: sibling.id,
    parentId: sibling.parentId,
    orderNum: distinct ? numbers[index] : index,
  }));
}

/** The orderNum a new item under `parentId` gets: after its last sibling. */
export function nextOrderNum(items: MenuItem[], parentId: number): number {
  const siblings = siblingsOf(items, parentId);
  return siblings.length ? Math.max(...siblings.map((sibling) => sibling.orderNum)) + 1 : 0;
}
