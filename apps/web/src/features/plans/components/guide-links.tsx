import { Flex, Typography } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GUIDE_PATHS, type GuideKey } from '../model/tool-definitions';

/** Links to the guide pages a tool needs (their content lives with the guides). */
export function GuideLinks({ guides }: { guides: readonly GuideKey[] }) {
  const { t } = useTranslation('plans');
  return (
    <Flex wrap gap={16} align="center">
      <Typography.Text type="secondary">
        <ReadOutlined /> {t('guides.title')}
      </Typography.Text>
      {guides.map((guide) => (
        <Link key={guide} to={GUIDE_PATHS[guide]}>
          {t(`guides.${guide}`)}
        </Link>
      ))}
    </Flex>
  );
}
