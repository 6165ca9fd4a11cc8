import { Anchor, Card, Col, Collapse, Divider, Flex, Grid, Row, Space, Table, theme, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, LOGIN_PATH } from '@adplan/contracts';
import { useSession } from '../../../shared/session/session-store';
import {
  isLegalDocument,
  LEGAL_PATHS,
  sectionAnchorId,
  type LegalDocumentKey,
  type LegalDocumentText,
} from '../model/legal-text';
import { LanguageSwitch } from '../../../shared/i18n/language-switch';
import { ProductBrand } from '../../../shared/ui/product-mark';

const ALL_DOCUMENTS: readonly LegalDocumentKey[] = ['terms', 'privacy', 'thirdParty'];
const HEADER_HEIGHT = 64;

function Sections({ documentKey, text }: { documentKey: LegalDocumentKey; text: LegalDocumentText }) {
  return text.sections.map((section) => (
    <section
      key={section.id}
      id={sectionAnchorId(documentKey, section.id)}
      style={{ scrollMarginTop: HEADER_HEIGHT + 16 }}
    >
      <Typography.Title level={3} style={{ marginTop: 32 }}>
        {section.title}
      </Typography.Title>
      {section.items && section.items.length > 0 ? (
        <ul style={{ paddingInlineStart: 24, marginBottom: 12 }}>
          {section.items.map((item) => (
            <li key={item} style={{ marginBottom: 8 }}>
              <Typography.Text>{item}</Typography.Text>
            </li>
          ))}
        </ul>
      ) : null}
      {section.paragraphs?.map((paragraph) => (
        <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
      ))}
    </section>
  ));
}

function OverviewTable({ table }: { table: NonNullable<LegalDocumentText['table']> }) {
  const columns = table.columns.map((title, index) => ({
    title,
    dataIndex: String(index),
    key: String(index),
    width: index === 0 ? '18%' : undefined,
  }));
  const rows = table.rows.map((cells, rowIndex) => ({
    key: String(rowIndex),
    ...Object.fromEntries(cells.map((cell, index) => [String(index), cell])),
  }));
  return (
    <Table
      size="middle"
      bordered
      pagination={false}
      columns={columns}
      dataSource={rows}
      scroll={{ x: 720 }}
    />
  );
}

/** One legal text, typeset with a sticky table of contents, its sections and links to the other two texts. */
export function LegalDocument({ documentKey }: { documentKey: LegalDocumentKey }) {
  const { t } = useTranslation('legal');
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const { status } = useSession();
  const raw: unknown = t(documentKey, { returnObjects: true });
  if (!isLegalDocument(raw)) return null;
  const text = raw;
  const signedIn = status === 'authenticated';

  const toc = (
    <Anchor
      targetOffset={HEADER_HEIGHT + 16}
      affix={false}
      onClick={(event) => event.preventDefault()}
      items={text.sections.map((section) => ({
        key: section.id,
        href: `#${sectionAnchorId(documentKey, section.id)}`,
        // antd cuts a link title to one line with an ellipsis; long section titles wrap instead.
        title: <span style={{ whiteSpace: 'normal' }}>{section.title}</span>,
      }))}
    />
  );

  return (
    <Flex vertical style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <Flex
        component="header"
        justify="space-between"
        align="center"
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          height: HEADER_HEIGHT,
          padding: screens.sm ? '0 24px' : '0 16px',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Link to={signedIn ? HOME_PATH : LOGIN_PATH}>
          <ProductBrand compact={!screens.sm} />
        </Link>
        <Space size={16}>
          <Link to={signedIn ? HOME_PATH : LOGIN_PATH}>
            <ArrowLeftOutlined /> {signedIn ? t('common.backHome') : t('common.backToLogin')}
          </Link>
          <LanguageSwitch />
        </Space>
      </Flex>

      <Row
        gutter={[24, 24]}
        style={{ width: '100%', maxWidth: 1200, margin: '0 auto', padding: '24px 16px 48px' }}
      >
        <Col xs={24} lg={6}>
          <nav
            aria-label={t('common.toc')}
            style={screens.lg ? { position: 'sticky', top: HEADER_HEIGHT + 24 } : undefined}
          >
            {screens.lg ? (
              // Taller than the window, a sticky card would hide its last entries: it scrolls by itself.
              <Card
                size="small"
                title={t('common.toc')}
                styles={{
                  body: { maxHeight: `calc(100vh - ${HEADER_HEIGHT + 24 + 48 + 24}px)`, overflowY: 'auto' },
                }}
              >
                {toc}
              </Card>
            ) : (
              // On a narrow screen the contents fold away, so the text itself comes first.
              <Collapse
                size="small"
                style={{ background: token.colorBgContainer }}
                items={[{ key: 'toc', label: t('common.toc'), children: toc, forceRender: true }]}
              />
            )}
          </nav>
        </Col>
        <Col xs={24} lg={18}>
          <Card styles={{ body: { padding: screens.md ? '40px 56px' : '24px 20px' } }}>
            <article style={{ fontSize: 15, lineHeight: 1.8, maxWidth: 860 }}>
              <Typography.Title level={1} style={{ marginTop: 0, fontSize: 30 }}>
                {text.title}
              </Typography.Title>
              <Flex wrap gap="4px 24px">
                <Typography.Text type="secondary">{t('common.updated', { date: text.date })}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('common.effective', { date: text.date })}
                </Typography.Text>
              </Flex>
              <Divider />
              {text.intro.map((paragraph) => (
                <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
              ))}
              {text.table ? <OverviewTable table={text.table} /> : null}
              <Sections documentKey={documentKey} text={text} />
              <Divider />
              <Typography.Text type="secondary">{t('common.related')}</Typography.Text>
              <Space separator={<Divider orientation="vertical" />} wrap style={{ marginLeft: 12 }}>
                {ALL_DOCUMENTS.filter((key) => key !== documentKey).map((key) => (
                  <Link key={key} to={LEGAL_PATHS[key]}>
                    {t(`${key}.title`)}
                  </Link>
                ))}
              </Space>
            </article>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
