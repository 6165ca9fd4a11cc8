import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  QRCode,
  Radio,
  Result,
  Space,
  Spin,
  Steps,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  PURCHASABLE_IDS,
  UNPAID_ORDER_EXPIRY_MINUTES,
  formatFen,
  purchaseTerms,
  type Order,
  type PayMethod,
  type PurchasableId,
} from '@adplan/contracts';
import {
  useChargeMutation,
  useFreshUserInfo,
  useInvalidateMoney,
  useOrderQuery,
} from '../api/billing-queries';
import { countdownText, msLeft } from '../model/billing-format';
import { formatYuan } from '../../../shared/format/display-format';

/** How often the pay step asks whether the payment arrived. */
const POLL_MS = 2000;

function isPurchasable(value: string | null): value is PurchasableId {
  return value !== null && (PURCHASABLE_IDS as readonly string[]).includes(value);
}

/** A clock for the countdown, ticking every second. */
function useSecondClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Spec §2 Payment: choose method, choose a package, confirm the order, pay, success screen. */
export default function PurchasePage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initial = params.get('package');
  const [step, setStep] = useState(0);
  const [online, setOnline] = useState(true);
  const [provider, setProvider] = useState<'alipay' | 'wechat'>('alipay');
  const [item, setItem] = useState<PurchasableId>(isPurchasable(initial) ? initial : 'basic');
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const charge = useChargeMutation();
  const orderQuery = useOrderQuery(orderNo, POLL_MS);
  const order: Order | undefined = orderQuery.data ?? charge.data;
  const paid = order?.status === 'paid';
  const invalidate = useInvalidateMoney();
  const fresh = useFreshUserInfo(paid);
  const now = useSecondClock();

  useEffect(() => {
    if (paid) invalidate();
  }, [paid, invalidate]);

  const payMethod: PayMethod = online ? provider : 'bank_transfer';
  const terms = purchaseTerms(item);
  const submit = async () => {
    const created = await charge.mutateAsync({
      package_type: item,
      pay_method: payMethod,
      charge_fee: formatFen(terms.priceFen),
    });
    setOrderNo(created.out_trade_no);
    setStep(3);
  };
  const currentStep = paid ? 4 : step;

  return (
    <Card title={t('purchase.title')}>
      <Steps
        current={currentStep}
        size="small"
        style={{ marginBottom: 24 }}
        items={[
          { title: t('purchase.stepMethod') },
          { title: t('purchase.stepPackage') },
          { title: t('purchase.stepConfirm') },
          { title: t('purchase.stepPay') },
          { title: t('purchase.stepDone') },
        ]}
      />
      {currentStep === 0 && (
        <Flex vertical gap={16}>
          <Radio.Group value={online} onChange={(event) => setOnline(event.target.value as boolean)}>
            <Space direction="vertical">
              <Radio value={true}>
                <Typography.Text strong>{t('purchase.online')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('purchase.onlineHint')}</Typography.Text>
              </Radio>
              <Radio value={false}>
                <Typography.Text strong>{t('purchase.transfer')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('purchase.transferHint')}</Typography.Text>
              </Radio>
            </Space>
          </Radio.Group>
          {online && (
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              value={provider}
              onChange={(event) => setProvider(event.target.value as 'alipay' | 'wechat')}
              options={[
                { value: 'alipay', label: t('purchase.alipay') },
                { value: 'wechat', label: t('purchase.wechat') },
              ]}
            />
          )}
          <div>
            <Button type="primary" onClick={() => setStep(1)}>
              {t('purchase.next')}
            </Button>
          </div>
        </Flex>
      )}
      {currentStep === 1 && (
        <Flex vertical gap={16}>
          <Radio.Group value={item} onChange={(event) => setItem(event.target.value as PurchasableId)}>
            <Space direction="vertical">
              {PURCHASABLE_IDS.map((id) => {
                const option = purchaseTerms(id);
                return (
                  <Radio value={id} key={id}>
                    {t(`packages.${id}`)} · {formatYuan(formatFen(option.priceFen))} ·{' '}
                    {t('pricing.uses', { count: option.uses })} ·{' '}
                    {t('pricing.valid', { days: option.validDays })}
                  </Radio>
                );
              })}
            </Space>
          </Radio.Group>
          <Space>
            <Button onClick={() => setStep(0)}>{t('purchase.back')}</Button>
            <Button type="primary" onClick={() => setStep(2)}>
              {t('purchase.next')}
            </Button>
          </Space>
        </Flex>
      )}
      {currentStep === 2 && (
        <Flex vertical gap={16}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('purchase.confirmTitle')}
          </Typography.Title>
          <Descriptions
            bordered
            column={1}
            items={[
              { key: 'item', label: t('purchase.item'), children: t(`packages.${item}`) },
              { key: 'amount', label: t('purchase.amount'), children: formatYuan(formatFen(terms.priceFen)) },
              { key: 'method', label: t('purchase.method'), children: t(`payMethod.${payMethod}`) },
            ]}
          />
          <Space>
            <Button onClick={() => setStep(1)}>{t('purchase.back')}</Button>
            <Button
              type="primary"
              loading={charge.isPending}
              onClick={() => void submit().catch(() => undefined)}
            >
              {t('purchase.submit')}
            </Button>
          </Space>
        </Flex>
      )}
      {currentStep === 3 && order && <PayStep order={order} now={now} />}
      {currentStep === 4 && order && (
        <Result
          status="success"
          title={t('purchase.successTitle')}
          subTitle={
            fresh.data
              ? t('purchase.successDetail', {
                  uses: order.uses,
                  balance: fresh.data.balance,
                  date: fresh.data.active_date_til ?? '-',
                })
              : undefined
          }
          extra={[
            <Button type="primary" key="orders" onClick={() => navigate('/charge')}>
              {t('purchase.viewOrders')}
            </Button>,
            <Button key="home" onClick={() => navigate('/index')}>
              {t('purchase.home')}
            </Button>,
          ]}
        />
      )}
    </Card>
  );
}

function PayStep({ order, now }: { order: Order; now: number }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  // The browser's clock may run a little behind the server's: never show more than the 5 minutes.
  const left = Math.min(msLeft(order.expires_at, now), UNPAID_ORDER_EXPIRY_MINUTES * 60_000);
  const number = (
    <Typography.Text copyable data-testid="order-number">
      {order.out_trade_no}
    </Typography.Text>
  );
  if (order.bank_transfer) {
    const bank = order.bank_transfer;
    return (
      <Flex vertical gap={16}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('purchase.transferTitle')}
        </Typography.Title>
        <Descriptions
          bordered
          column={1}
          items={[
            { key: 'amount', label: t('purchase.amount'), children: formatYuan(order.total_amount) },
            { key: 'name', label: t('purchase.accountName'), children: bank.account_name },
            { key: 'bank', label: t('purchase.bankName'), children: bank.bank_name },
            { key: 'number', label: t('purchase.accountNumber'), children: bank.account_number },
            {
              key: 'reference',
              label: t('purchase.reference'),
              children: (
                <Typography.Text copyable strong>
                  {bank.reference}
                </Typography.Text>
              ),
            },
          ]}
        />
        <Alert type="info" showIcon title={t('purchase.transferNote')} />
        <div>
          <Button onClick={() => navigate('/charge')}>{t('purchase.viewOrders')}</Button>
        </div>
      </Flex>
    );
  }
  if (order.status !== 'pending' || left === 0) {
    return <Alert type="warning" showIcon title={t('purchase.expired')} />;
  }
  return (
    <Flex vertical gap={16} align="center">
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="countdown">
        {t('purchase.payTitle', { time: countdownText(left) })}
      </Typography.Title>
      <Typography.Text>
        {t('purchase.orderNo')}: {number} · {formatYuan(order.total_amount)}
      </Typography.Text>
      {order.qr_code && <QRCode value={order.qr_code} size={180} />}
      <Typography.Text type="secondary">
        {t('purchase.scanHint', { method: t(`payMethod.${order.pay_method}`) })}
      </Typography.Text>
      {order.pay_page_url && (
        <Button
          type="primary"
          href={order.pay_page_url}
          target="_blank"
          rel="noopener"
          data-testid="pay-page-link"
        >
          {t('purchase.openPayPage')}
        </Button>
      )}
      <Space>
        <Spin size="small" />
        <Typography.Text type="secondary">{t('purchase.waiting')}</Typography.Text>
      </Space>
    </Flex>
  );
}
