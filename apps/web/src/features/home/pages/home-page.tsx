import { Col, Flex, Row } from 'antd';
import { useSession } from '../../../shared/session/session-store';
import { useUserInfoQuery } from '../../../shared/session/user-info-query';
import { LoadErrorResult } from '../../../shared/ui/load-error-result';
import { PageSkeleton } from '../../../shared/ui/page-skeleton';
import { AccountNumbersCard } from '../components/account-numbers-card';
import { AccountSummaryCard } from '../components/account-summary-card';
import { ServiceHoursCard } from '../components/service-hours-card';
import { ToolGuide } from '../components/tool-guide';

/** Home (/index), where the console opens: the user's package, support hours, their advertising figures and the guide to the tools. */
export default function HomePage() {
  const session = useSession();
  const query = useUserInfoQuery();
  const user = query.data ?? session.user;

  if (!user) {
    return query.isError ? <LoadErrorResult onRetry={() => void query.refetch()} /> : <PageSkeleton />;
  }

  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <AccountSummaryCard user={user} stale={query.isError} />
        </Col>
        <Col xs={24} lg={8}>
          <ServiceHoursCard />
        </Col>
      </Row>
      <AccountNumbersCard />
      <ToolGuide />
    </Flex>
  );
}
