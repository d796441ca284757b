import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '../i18n/I18nProvider';
import { setLocale } from '../i18n/localeStore';
import { registerMessages } from '../i18n/registry';
import { ACTIVITY_TYPE, COUPON_STATE, FOLLOW_TYPE, ORDER_PAYMENT_STATUS } from './productEnums';
import { enumLabels } from './defineEnum';
import { useEnumLabel, useEnumSelectOptions } from './useEnumLabel';

// as an app showing them does
registerMessages(enumLabels([FOLLOW_TYPE, ORDER_PAYMENT_STATUS]));

function OrderStatus({ value }: { value: unknown }) {
  const label = useEnumLabel();
  return <span>{label(ORDER_PAYMENT_STATUS, value)}</span>;
}

function FollowTypeFilter() {
  return (
    <>
      {useEnumSelectOptions(FOLLOW_TYPE).map((option) => (
        <i key={option.value}>{`${option.value}:${option.label}`}</i>
      ))}
    </>
  );
}

beforeEach(() => act(() => setLocale('en-US')));

it('labels a value in the current language', () => {
  render(
    <I18nProvider>
      <OrderStatus value={3} />
    </I18nProvider>,
  );
  expect(screen.getByText('Closed (timeout)')).toBeInTheDocument();
  act(() => setLocale('zh-CN'));
  expect(screen.getByText('已关闭（超时）')).toBeInTheDocument();
});

it('shows a value the enum does not define as it came', () => {
  render(
    <I18nProvider>
      <OrderStatus value={9} />
    </I18nProvider>,
  );
  expect(screen.getByText('9')).toBeInTheDocument();
});

it("lists the options of a filter with the enum's values", () => {
  const { container } = render(
    <I18nProvider>
      <FollowTypeFilter />
    </I18nProvider>,
  );
  expect(container.textContent).toBe('1:Like2:Follow drama3:Watch drama10:Unlock11:VIP unlock');
});

it("covers the product's value sets", () => {
  expect(ACTIVITY_TYPE.options.map((option) => option.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  expect(COUPON_STATE.labelIdOf('expired')).toBe('shared.enum.couponState.expired');
  expect(COUPON_STATE.labelIdOf('lost')).toBeUndefined();
});

it('gathers the labels of several enums in both languages', () => {
  const labels = enumLabels([FOLLOW_TYPE, COUPON_STATE]);
  expect(labels['en-US']['shared.enum.couponState.used']).toBe('Used');
  expect(labels['zh-CN']['shared.enum.followType.1']).toBe('点赞');
  expect(Object.keys(labels['zh-CN']).sort()).toEqual(Object.keys(labels['en-US']).sort());
});
