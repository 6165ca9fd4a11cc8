// The parameter sections of a tool form (upload or linked shop): each main section under its title, the
// advanced ones folded, each field shown only while its condition holds.
import type { ReactNode } from 'react';
import { Col, Collapse, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormValues, ToolField, ToolSection } from '../model/tool-definitions';

interface ToolFieldSectionsProps {
  sections: readonly ToolSection[];
  values: FormValues;
  /** The control of one field (the page decides how it asks for it). */
  renderField(field: ToolField): ReactNode;
  /** The open advanced sections, when the page opens them itself; otherwise only the seller does. */
  openAdvanced?: string[];
  onOpenAdvancedChange?(keys: string[]): void;
}

const shownFields = (section: ToolSection, values: FormValues) =>
  section.fields.filter((field) => !field.when || field.when(values));

/** The tool's sections, main ones first, advanced ones in a folded list. */
export function ToolFieldSections({
  sections,
  values,
  renderField,
  openAdvanced,
  onOpenAdvancedChange,
}: ToolFieldSectionsProps) {
  const { t } = useTranslation('plans');
  const advanced = sections.filter((section) => section.advanced);
  return (
    <>
      {sections
        .filter((section) => !section.advanced)
        .map((section) => (
          <div key={section.titleKey}>
            <Typography.Title level={5}>{t(section.titleKey)}</Typography.Title>
            <Row gutter={16}>
              {shownFields(section, values).map((field) => (
                <Col key={field.name} xs={24} md={field.kind === 'list' ? 24 : 12}>
                  {renderField(field)}
                </Col>
              ))}
            </Row>
          </div>
        ))}
      {advanced.length > 0 ? (
        <Collapse
          ghost
          activeKey={openAdvanced}
          onChange={(keys) => onOpenAdvancedChange?.(typeof keys === 'string' ? [keys] : keys)}
          items={advanced.map((section) => ({
            key: section.titleKey,
            label: t(section.titleKey),
            forceRender: true,
            children: (
              <Row gutter={16}>
                {shownFields(section, values).map((field) => (
                  <Col key={field.name} xs={24} md={12}>
                    {renderField(field)}
                  </Col>
                ))}
              </Row>
            ),
          }))}
        />
      ) : null}
    </>
  );
}
