import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whole-window loading state (session check, route list). */
export function FullPageSpinner() {
  const { t } = useTranslation('common');
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" description={t('state.loading')} />
    </Flex>
  );
}
