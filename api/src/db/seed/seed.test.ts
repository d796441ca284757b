import { GROUPS, PERMISSIONS, SCREENS } from '@backoffice/shared/catalogue';
import { grantedMenuIds, menuRows, permissionCode, roleGrant, type SeededRole, screenKey } from './menu';
import { parseSeedSize, SEED_SIZES } from '.';
import { createTestApp } from '../../testing/testApp';
import { DEMO_FEEDBACK_LABELS } from './feedback';
import { Random } from './random';

describe('the seeded menu', () => {
  const rows = menuRows();
  const byName = new Map(rows.filter((row) => row.menu_type !== 'F').map((row) => [row.menu_name, row]));

  it('has stable, unique ids and every button under a screen', () => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(menuRows()).toEqual(rows);
    const screens = new Set(rows.filter((row) => row.menu_type === 'C').map((row) => row.id));
    for (const button of rows.filter((row) => row.menu_type === 'F')) expect(screens.has(button.parent_id)).toBe(true);
  });

  it('builds perms codes from the group and the screen path', () => {
    expect(screenKey('apply/list')).toBe('apply-list');
    expect(screenKey('product/:userCode')).toBe('product');
    expect(permissionCode('setting', 'user', 'reset-password')).toBe('setting:user:reset-password');
  });

  it('grants each role the screens screens.json opens to it', () => {
    const screensOf = (role: SeededRole) => {
      const granted = new Set(grantedMenuIds(rows, roleGrant(role)));
      return rows.filter((row) => row.menu_type === 'C' && granted.has(row.id)).map((row) => row.menu_name);
    };
    expect(screensOf('admin')).toHaveLength(49);
    const normal = screensOf('normal');
    expect(normal.filter((name) => name.startsWith('customer-service/'))).toEqual(['customer-service/feed']);
    expect(normal.some((name) => name.startsWith('setting/') || name.startsWith('promotion/'))).toBe(false);
    expect(normal).toEqual(expect.arrayContaining(['dashboard/workplace', 'business/af', 'product/list', 'user/list', 'deal/coupon', 'activity/medalconfig']));
    expect(screensOf('operator')).toEqual([
      'dashboard/workplace', 'dashboard/user', 'dashboard/product', 'dashboard/topup', 'dashboard/consume', 'dashboard/topic', 'dashboard/stat',
      'customer-service/online_assistant', 'customer-service/vip_official_customer', 'customer-service/big_account', 'customer-service/reply-mange',
    ]);
    // a grant of a screen covers its buttons
    const operator = new Set(grantedMenuIds(rows, roleGrant('operator')));
    const reply = rows.find((row) => row.perms === 'customer-service:big_account:reply')!;
    expect(operator.has(reply.id)).toBe(true);
    expect(byName.get('customer-service')).toBeDefined();
    // the staff users list can be exported, by admins only
    const exportUsers = rows.find((row) => row.perms === 'setting:user:export')!;
    expect(grantedMenuIds(rows, roleGrant('admin'))).toContain(exportUsers.id);
    expect(grantedMenuIds(rows, roleGrant('normal'))).not.toContain(exportUsers.id);
  });
});

describe('the seeded menu and the catalogue of screens', () => {
  const rows = menuRows();

  it('is the catalogue: the same groups, screens, labels, order, visibility and permission codes as the browser derives', () => {
    const seeded = rows.filter((row) => row.menu_type !== 'F').map((row) => ({ url: row.url, labelKey: row.remark, hidden: row.visible === '0', order: row.order_num }));
    const catalogued = GROUPS.flatMap((group) => [
      { url: group.url, labelKey: group.labelKey, hidden: false, order: group.order },
      ...group.screens.map((screen) => ({ url: screen.url, labelKey: screen.labelKey, hidden: screen.hidden, order: screen.order })),
    ]);
    expect(seeded).toEqual(catalogued);
    expect(new Set(rows.filter((row) => row.menu_type === 'F').map((row) => row.perms))).toEqual(PERMISSIONS);
    expect(rows.filter((row) => row.menu_type === 'C').map((row) => row.menu_name)).toEqual(SCREENS.map((screen) => screen.name));
  });

  it('grants each seeded role exactly the screens the catalogue opens to it', () => {
    for (const role of ['normal', 'operator'] as const) {
      const granted = new Set(grantedMenuIds(rows, roleGrant(role)));
      const screens = rows.filter((row) => row.menu_type === 'C' && granted.has(row.id)).map((row) => row.menu_name);
      expect({ role, screens }).toEqual({ role, screens: SCREENS.filter((screen) => screen.roles.includes('*') || screen.roles.includes(role)).map((screen) => screen.name) });
    }
  });
});

describe('seed size', () => {
  it('reads names and multipliers, and refuses anything else', () => {
    expect(parseSeedSize(undefined)).toBe(SEED_SIZES.small);
    expect(parseSeedSize('large')).toBe(100);
    expect(parseSeedSize('2.5')).toBe(2.5);
    expect(() => parseSeedSize('huge')).toThrow(/tiny, small, medium, large/);
    expect(() => parseSeedSize('-1')).toThrow();
  });
});

describe('Random', () => {
  it('repeats itself for the same seed', () => {
    const draw = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 5 }, () => random.int(1, 1000));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });
});

describe('the seeded feedback', () => {
  it("gives each project its labels and feedback from its own users over the last 90 days, mostly labelled with a label fitting its type", async () => {
    const t = await createTestApp();
    try {
      const labels = await t.db.selectFrom('feedback_label').select(['id', 'project_code', 'title', 'colour']).where('deleted', '=', 0).execute();
      const feedback = await t.db
        .selectFrom('feedback as f')
        .innerJoin('app_user as u', 'u.id', 'f.user_id')
        .select(['f.project_code', 'u.project_code as user_project', 'f.type', 'f.label_id', 'f.create_time', 'u.create_time as signed_up'])
        .execute();
      const labelOf = new Map(labels.map((label) => [label.id, label]));
      for (const project of ['drama-us', 'drama-sea', 'drama-jp']) {
        expect(labels.filter((label) => label.project_code === project).map((label) => label.title)).toEqual(DEMO_FEEDBACK_LABELS.map((label) => label.title));
        const own = feedback.filter((item) => item.project_code === project);
        expect(own.length).toBeGreaterThanOrEqual(30);
        expect(own.filter((item) => item.label_id !== null).length / own.length).toBeGreaterThan(0.6);
      }
      const oldest = Date.now() - 91 * 86_400_000;
      for (const item of feedback) {
        expect(item.user_project).toBe(item.project_code);
        expect(item.create_time.getTime()).toBeGreaterThan(Math.max(oldest, item.signed_up.getTime() - 1));
        if (item.label_id === null) continue;
        const label = labelOf.get(item.label_id)!;
        expect(label.project_code).toBe(item.project_code);
        expect(DEMO_FEEDBACK_LABELS.find((demo) => demo.title === label.title)!.types).toContain(item.type);
      }
    } finally {
      await t.close();
    }
  });
});
