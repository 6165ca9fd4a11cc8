import type { LocaleOf } from '../../shared/i18n/locale-types';
import type zh from '../zh-CN/assistant';

const assistant: LocaleOf<typeof zh> = {
  title: 'Ad Q&A assistant',
  intro:
    'Ask about Amazon advertising and about using AdPlan: bids, ACOS, match types, negatives, placements, dayparting, bulk upload errors, prices and more. Answers come from the manuals, guides and FAQ, each with its sources.',
  empty: 'No questions yet: start with one of the common questions below, or type your own.',
  placeholder: 'Type your question; Enter sends, Shift + Enter starts a new line',
  send: 'Send',
  clear: 'Clear conversation',
  thinking: 'Looking it up…',
  answerTitle: 'Answer',
  sources: 'Sources:',
  noAnswerHint: 'No answer found; you can leave a message here:',
  copy: 'Copy answer',
  copied: 'Copied',
  generated: 'Written by the language model',
  error: 'No answer this time',
  errorHint: 'Please check your network and try again.',
  modeLabel: 'Answer mode',
  mode: { normal: 'Normal', extended: 'Extended' },
  modeHint: {
    normal: 'Normal: a short answer from the most relevant passage.',
    extended: 'Extended: a fuller answer drawn from several passages.',
  },
  suggestionsTitle: 'Common questions',
  suggestions: [
    'What is the difference between ACOS and CPS?',
    'How should I set keyword bids?',
    'When should I add negative keywords?',
    'The bulk upload says the campaign name already exists. What now?',
    'What do I need for Sponsored Brands video ads?',
    'How much do the packages cost?',
  ],
};

export default assistant;
