// The seller downloads every workbook of a plan (upload plan, period workbooks, undo, explanation) with what
// it is for in the console language; the result page and the usage records both list them with this component.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { PlanWorkbookData } from '@adplan/contracts';
import { setLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PlanDownloads } from './plan-downloads';

const file = (role: PlanWorkbookData['role'], suffix: string, period?: PlanWorkbookData['period']) => ({
  role,
  file_name: `adplan_schedule_US_20261020-190000${suffix}.xlsx`,
  download_url: `/api/plans/p1/files/adplan_schedule_US_20261020-190000${suffix}.xlsx`,
  size_bytes: 4096,
  ...(period ? { period } : {}),
});

const WORKBOOKS: PlanWorkbookData[] = [
  file('schedule-period', '-sleep', { name: 'sleep', start: '00:00', start_beijing: '15:00' }),
  file('schedule-period', '-rest', { name: 'rest', start: '18:00', start_beijing: '09:00' }),
  file('rollback', '-rollback'),
  file('explanation', '-explanation'),
];

beforeEach(() => setLanguage('zh-CN'));
afterEach(() => {
  vi.restoreAllMocks();
  setLanguage('zh-CN');
});

describe('PlanDownloads', () => {
  it('lists every workbook with its purpose in Chinese and a download link', () => {
    renderWithProviders(<PlanDownloads workbooks={WORKBOOKS} />);
    expect(screen.getByText(/时段表格：睡眠时段，00:00 开始（北京时间 15:00）上传/)).toBeInTheDocument();
    expect(screen.getByText(/时段表格：休息时段，18:00 开始（北京时间 09:00）上传/)).toBeInTheDocument();
    expect(screen.getByText(/撤销表格（恢复到生成前）/)).toBeInTheDocument();
    expect(screen.getByText(/方案说明（只供阅读，不要上传）/)).toBeInTheDocument();
    for (const workbook of WORKBOOKS) {
      const link = screen.getByRole('link', { name: `下载 ${workbook.file_name}` });
      expect(link).toHaveAttribute('href', workbook.download_url);
      expect(link).toHaveAttribute('download', workbook.file_name);
    }
  });

  it('says the same in English', () => {
    setLanguage('en-US');
    renderWithProviders(<PlanDownloads workbooks={WORKBOOKS} />);
    expect(
      screen.getByText(/Period workbook: Sleep, upload at 00:00 \(Beijing time 15:00\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Undo workbook/)).toBeInTheDocument();
    expect(screen.getByText(/Plan explanation \(to read, not to upload\)/)).toBeInTheDocument();
  });
});
