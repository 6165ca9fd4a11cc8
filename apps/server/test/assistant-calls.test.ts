// The assistant calls through the real app: Q&A in both modes and languages, the chat model path and its
// fallback, the no-answer path, the per-user limit, and contact messages with the operator-only list.
import { ASSISTANT_CALLS, errorAnswerSchema, type AskAnswer } from '@adplan/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatModelError, type ChatMessage, type ChatModel } from '../src/modules/assistant/chat-model';
import type { OperatorAccess } from '../src/ports/operator-access';
import { asBrowser, createUser, loginAs, startTestApp, testConfig, type TestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-database';

function askAnswer(response: LightMyRequestResponse): AskAnswer {
  expect(response.statusCode, response.body).toBe(200);
  return ASSISTANT_CALLS.ask.answer.parse(response.json()).data;
}

/** A chat model that records what it was sent and answers with a fixed, cited text (or fails). */
class RecordingChatModel implements ChatModel {
  sent: ChatMessage[][] = [];
  constructor(private readonly reply: string | ChatModelError) {}
  complete(messages: readonly ChatMessage[]): Promise<string> {
    this.sent.push([...messages]);
    return this.reply instanceof ChatModelError ? Promise.reject(this.reply) : Promise.resolve(this.reply);
  }
}

describeEachDatabase('assistant calls', (target) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  async function ask(payload: unknown, language = 'zh-CN') {
    const session = await loginAs(t, await createUser(t));
    const browser = asBrowser(session);
    return t.app.inject({
      method: 'POST',
      url: '/api/communication',
      payload: payload as Record<string, unknown>,
      ...browser,
      headers: { ...browser.headers, 'accept-language': language },
    });
  }

  describe('POST /communication', () => {
    it('answers a Chinese question briefly from the FAQ with its source', async () => {
      t = await startTestApp(target);
      const data = askAnswer(await ask({ question: 'ACOS 和 CPS 有什么区别？', mode: 'normal' }));
      expect(data).toMatchObject({ mode: 'normal', grounded: true, generated: false });
      expect(data.answer).toMatch(/ACOS/);
      expect(data.answer).toMatch(/[\u4e00-\u9fff]/);
      expect(data.answer.length).toBeLessThanOrEqual(400);
      expect(data.sources[0]?.path).toMatch(/^\/faq\?section=/);
    });

    it('answers a bare product code with its own row of the error-codes page (issue 23)', async () => {
      t = await startTestApp(target);
      const data = askAnswer(await ask({ question: '10013', mode: 'normal' }, 'zh-CN'));
      expect(data.answer).toBe(
        '错误码 10013：批量表格中关键词“…”存在两种或以上不同的状态，请统一状态后重新上传',
      );
      expect(data.sources[0]?.path).toMatch(/^\/error-codes\?section=/);
      const inSentence = askAnswer(await ask({ question: '报错10013怎么办', mode: 'normal' }));
      expect(inSentence.answer).toBe(data.answer);
      expect(inSentence.sources).toEqual(data.sources);
      const english = askAnswer(await ask({ question: 'What does error 10031 mean?', mode: 'normal' }));
      expect(english.answer).toMatch(/^Code 10031: /);
    });

    it('answers "ACOS 太高怎么办" and the launch budget in normal mode (issue 23)', async () => {
      t = await startTestApp(target);
      const acos = askAnswer(await ask({ question: 'ACOS 太高怎么办', mode: 'normal' }));
      expect(acos.grounded).toBe(true);
      expect(decodeURIComponent(acos.sources[0]?.path ?? '')).toContain('acos-太高怎么办');
      const budget = askAnswer(
        await ask({ question: 'How much budget should I set when launching a new product?', mode: 'normal' }),
      );
      expect(budget.grounded).toBe(true);
      expect(budget.sources[0]?.path).toMatch(/^\/faq\?section=how-much-budget-should-i-set-to-launch/);
      expect(budget.answer).toMatch(/3 times/);
    });

    it('answers in the language of the question, not of the browser', async () => {
      t = await startTestApp(target);
      const data = askAnswer(await ask({ question: 'How do I find my campaign ID?' }, 'zh-CN'));
      expect(data.mode).toBe('normal');
      expect(data.answer).not.toMatch(/[\u4e00-\u9fff]/);
      expect(data.sources[0]?.path).toMatch(/^\/guide\/campaign-id/);
      expect(data.sources[0]?.title).toMatch(/campaign ID/);
    });

    it('answers at length from several sources in extended mode and says no model wrote it', async () => {
      t = await startTestApp(target);
      const data = askAnswer(await ask({ question: '批量上传报错怎么办', mode: 'extended' }));
      expect(data).toMatchObject({ mode: 'extended', grounded: true, generated: false });
      expect(data.answer).toContain('以下内容直接摘自知识库');
      expect(data.sources.length).toBeGreaterThanOrEqual(2);
      expect(data.answer).toContain('[1]');
    });

    it('lets a configured chat model write the extended answer from the passages only, citing them', async () => {
      const model = new RecordingChatModel('Bid = target CPS × conversion rate [1].');
      t = await startTestApp(target, {}, undefined, { chatModel: model });
      const data = askAnswer(
        await ask({ question: 'how should I set keyword bids', mode: 'extended' }, 'en'),
      );
      expect(data).toMatchObject({
        generated: true,
        grounded: true,
        answer: 'Bid = target CPS × conversion rate [1].',
      });
      expect(data.sources).toHaveLength(1);
      const [system, user] = [model.sent[0]?.[0], model.sent[0]?.at(-1)];
      expect(system?.role).toBe('system');
      expect(system?.content).toMatch(/only from the numbered passages/);
      expect(system?.content).toContain('[1] Frequently asked questions');
      expect(user).toEqual({ role: 'user', content: 'how should I set keyword bids' });
    });

    it('passes the earlier turns to the model', async () => {
      const model = new RecordingChatModel('见 [1]');
      t = await startTestApp(target, {}, undefined, { chatModel: model });
      askAnswer(
        await ask({
          question: '否定词组和否定精准有什么区别',
          mode: 'extended',
          history: [
            { role: 'user', content: '什么时候加否定词' },
            { role: 'assistant', content: '点击多不出单的搜索词应该否定。' },
          ],
        }),
      );
      expect(model.sent[0]?.slice(1, 3).map((message) => message.role)).toEqual(['user', 'assistant']);
    });

    it('falls back to retrieval with a note when the model fails', async () => {
      const model = new RecordingChatModel(new ChatModelError('timeout', 'no answer within 30000 ms'));
      t = await startTestApp(target, {}, undefined, { chatModel: model });
      const data = askAnswer(await ask({ question: 'what is dayparting', mode: 'extended' }, 'en'));
      expect(data.generated).toBe(false);
      expect(data.answer).toMatch(/could not answer just now/);
      expect(data.sources.length).toBeGreaterThanOrEqual(1);
      expect(t.logLines.some((line) => line.event === 'assistant.model_failed')).toBe(true);
    });

    it('understands a short follow-up through the previous question, but not an unrelated one', async () => {
      t = await startTestApp(target);
      const history = [
        { role: 'user', content: 'How do I download the hourly campaign report?' },
        { role: 'assistant', content: 'Measurement & Reporting, then Sponsored ads reports.' },
      ];
      const followUp = askAnswer(await ask({ question: 'which report period?', history }, 'en'));
      expect(followUp.grounded).toBe(true);
      expect(followUp.sources[0]?.path).toMatch(/^\/guide\/hourly-report/);
      const unrelated = askAnswer(
        await ask({ question: 'what is the weather in Paris tomorrow', history }, 'en'),
      );
      expect(unrelated.grounded).toBe(false);
    });

    it('points a question it cannot answer to the contact page', async () => {
      t = await startTestApp(target);
      const data = askAnswer(await ask({ question: '今天北京的天气怎么样' }));
      expect(data).toMatchObject({ grounded: false, sources: [{ path: '/contact', title: '联系我们' }] });
      expect(data.answer).toContain('联系我们');
    });

    it('limits the questions of one user per minute', async () => {
      t = await startTestApp(target, {
        assistant: { ...testConfig().assistant, questionsPerMinute: 2 },
      });
      const session = await loginAs(t, await createUser(t));
      const post = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/communication',
          payload: { question: 'what is ACOS' },
          ...asBrowser(session),
        });
      expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(200);
      const limited = await post();
      expect(limited.statusCode).toBe(429);
      expect(errorAnswerSchema.parse(limited.json()).msg).toMatch(/60/);
      t.clock.advance(61_000);
      expect((await post()).statusCode).toBe(200);
    });

    it('refuses an empty question with a field message, and callers without a session', async () => {
      t = await startTestApp(target);
      const empty = await ask({ question: ' ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().data.fields.question[0]).toMatch(/请输入您的问题/);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/communication',
        payload: { question: 'what is ACOS' },
      });
      expect([401, 403]).toContain(anonymous.statusCode);
    });
  });

  describe('contact messages', () => {
    const operators = new Set<number>();
    const operatorAccess: OperatorAccess = {
      isOperator: (_db, userId) => Promise.resolve(operators.has(userId)),
    };

    it('stores a message, limits them per hour and shows them to operators only, newest first', async () => {
      t = await startTestApp(target, {}, undefined, { operatorAccess });
      const seller = await createUser(t);
      const sellerSession = await loginAs(t, seller);
      const leave = (body: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact_message',
          payload: { body, contact: 'WeChat: seller01' },
          ...asBrowser(sellerSession),
        });
      const first = await leave('批量上传一直报错 10013，怎么处理？');
      expect(first.statusCode, first.body).toBe(200);
      const stored = ASSISTANT_CALLS.leaveMessage.answer.parse(first.json()).data;
      expect(stored).toMatchObject({
        user_name: seller.user_name,
        contact: 'WeChat: seller01',
        within_service_hours: true,
      });

      t.clock.advance(60_000);
      for (let index = 2; index <= 5; index += 1)
        expect((await leave(`第 ${index} 条留言内容`)).statusCode).toBe(200);
      expect((await leave('第六条留言内容')).statusCode).toBe(429);

      const list = (session: Awaited<ReturnType<typeof loginAs>>) =>
        t.app.inject({ method: 'GET', url: '/api/contact_messages?page=1', ...asBrowser(session) });
      expect((await list(sellerSession)).statusCode).toBe(409);

      const operator = await createUser(t);
      operators.add(operator.id);
      const response = await list(await loginAs(t, operator));
      expect(response.statusCode, response.body).toBe(200);
      const page = ASSISTANT_CALLS.listMessages.answer.parse(response.json()).data;
      expect(page.total).toBe(5);
      expect(page.messages[0]?.body).toBe('第 5 条留言内容');
      expect(page.messages.at(-1)?.body).toBe('批量上传一直报错 10013，怎么处理？');
    });

    it('records whether a message arrived outside the service hours', async () => {
      t = await startTestApp(target, {}, undefined, { operatorAccess });
      // Saturday 2025-01-18 10:00 in Beijing.
      t.clock.set(Date.parse('2025-01-18T02:00:00.000Z'));
      const session = await loginAs(t, await createUser(t));
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact_message',
        payload: { body: '周末留言，请周一回复' },
        ...asBrowser(session),
      });
      expect(ASSISTANT_CALLS.leaveMessage.answer.parse(response.json()).data).toMatchObject({
        within_service_hours: false,
        contact: null,
      });
    });

    it('answers 409 to everyone when no operator port is wired', async () => {
      t = await startTestApp(target);
      const session = await loginAs(t, await createUser(t));
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/contact_messages',
        ...asBrowser(session),
      });
      expect(response.statusCode).toBe(409);
    });
  });
});
