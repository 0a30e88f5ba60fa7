import { useContext, useMemo } from 'react';
import { ConfigProvider, Input, type GetProps } from '@portal/shared/antd';

type PasswordInputProps = GetProps<typeof Input.Password> & {
  /** What the show/hide toggle reveals, e.g. 'new password' gives 'Show new password'. */
  toggleName: string;
};

/**
 * antd's password input. Its toggle is named by the locale ('Show' / 'Hide') the same in
 * every field, so the locale is narrowed here to name each toggle after its field.
 */
export function PasswordInput({ toggleName, ...props }: PasswordInputProps) {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const namedLocale = useMemo(
    () => ({
      ...locale,
      locale: locale?.locale ?? 'en',
      global: { ...locale?.global, show: `Show ${toggleName}`, hide: `Hide ${toggleName}` },
    }),
    [locale, toggleName],
  );
  return (
    <ConfigProvider locale={namedLocale}>
      <Input.Password {...props} />
    </ConfigProvider>
  );
}
