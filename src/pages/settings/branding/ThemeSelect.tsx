import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { SelectField, type SelectFieldProps } from '../../../components/form';
import { BRANDING_UI as UI } from '../../../constants/messages/branding';
import { selectAuth } from '../../../ducks/auth/selectors';
import { fetchThemes } from '../../../ducks/branding';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { useCan } from '../../../routes/useCan';

/**
 * A field naming one of the merchant's branding themes by its id; empty is the default theme (spec section 6 asks for a
 * picker where an id was typed: a customer's password reset, a mail template, the embed code). Without the branding
 * section the list is not asked for, and the field offers the default theme (and the value it already holds).
 */
export function ThemeSelect({ value, ...field }: Omit<SelectFieldProps, 'options' | 'emptyOption' | 'value'> & { value: string }) {
  const can = useCan();
  const open = !can.isDisabled('settings') && !can.isDisabled('brandingThemes');
  const tenantUuid = useSelector(selectAuth).account?.tenant_uuid ?? '';
  const request = useMemo(() => ({ tenantUuid }), [tenantUuid]);
  const themes = useStoredRead(fetchThemes, request, open && tenantUuid !== '').view.data?.collection;
  const options = (themes ?? []).map((theme) => ({ value: String(theme.id), label: theme.default ? UI.pickerDefaultTheme(theme.brand_name) : theme.brand_name }));
  if (value && !options.some((option) => option.value === value)) options.push({ value, label: UI.pickerUnknown(value) });
  return <SelectField {...field} value={value} emptyOption={UI.pickerDefault} options={options} />;
}
