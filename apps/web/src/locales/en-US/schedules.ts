import type { LocaleOf } from '../../shared/i18n/locale-types';
import type zh from '../zh-CN/schedules';

const schedules: LocaleOf<typeof zh> = {
  title: 'Shop schedule bidding',
  intro:
    'At the start of each period in the ad time zone (Los Angeles time for the US and Canada, daylight saving handled) bids are set to base bid × (1 + adjustment). A bid you change by hand becomes the new base; stopping a rule restores the base bids. Rules and history are kept 30 days.',
  loadFailed: 'Loading failed. Please try again later.',
  retry: 'Retry',
  chart: {
    label: '24-hour schedule: marketplace time above, Beijing time below',
    marketTime: 'Marketplace',
    beijingTime: 'Beijing',
    period: '{{name}} marketplace {{local}} / Beijing {{beijing}} {{adjustment}}',
  },
  period: {
    sleep: 'Sleep',
    morning: 'Morning',
    afternoon: 'Afternoon',
    rest: 'Rest',
    other: 'Other',
    base: 'Base bid',
  },
  kind: { period: 'Period start', resume: 'Resume', restore: 'Restore base bids' },
  state: { active: 'Running', paused: 'Paused', stopping: 'Stopping', stopped: 'Stopped' },
  result: {
    done: 'Done',
    partial: 'Partly done',
    failed: 'Failed',
    skipped: 'Skipped',
    pending: 'Waiting',
    running: 'Running',
  },
  action: { pause: 'Pause', resume: 'Resume', stop: 'Stop' },
  confirm: {
    pause: 'Bids keep their current values and stop following the schedule. Pause?',
    resume: "The current period's bids are applied at once. Resume?",
    stop: 'Bids go back to their base values and the rule cannot be started again. Stop?',
  },
  rules: {
    title: 'Schedule rules',
    campaign: 'Campaign',
    state: 'State',
    next: 'Next run',
    last: 'Last result',
    actions: 'Actions',
    empty: 'This shop has no schedule rules yet',
  },
  next: { title: 'Next runs', none: 'The rule is not running: nothing is due' },
  history: {
    time: 'Period start',
    period: 'Period',
    bids: 'Bids (before → after)',
    result: 'Result',
    manual: 'changed by hand, now the base',
    noChange: 'No change',
    late: 'Applied late after downtime',
    failed: 'Error {{code}}: {{reason}}',
    empty: 'No executions yet',
  },
  create: {
    title: 'Create schedule rules',
    fromHourly: 'Upload hourly reports',
    fromPlan: 'Use a schedule plan',
    chooseFiles: 'Choose hourly reports (CSV, up to 10)',
    orderNum: 'Plan number',
    orderNumPlaceholder: 'Plan number from your usage records',
    read: 'Read the schedule',
    failed: 'Reading failed. Please check and try again.',
    noCampaigns: 'No campaign can be scheduled',
    notInShop: 'not found in this shop',
    start: 'Start schedule bidding for {{count}} campaign(s)',
  },
};

export default schedules;
