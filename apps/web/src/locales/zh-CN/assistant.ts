// 广告问答助手页面（/communication）。
const assistant = {
  title: '广告问答助手',
  intro:
    '问我亚马逊广告和本工具的使用问题：出价、ACOS、匹配方式、否定词、广告位、分时调价、批量上传报错、价格等。回答来自操作手册、指南和常见问题，每条回答都附有出处。',
  empty: '还没有提问，从下面的常见问题开始，或直接输入您的问题。',
  placeholder: '输入您的问题，按 Enter 发送，Shift + Enter 换行',
  send: '发送',
  clear: '清空对话',
  thinking: '正在查找资料…',
  answerTitle: '回答',
  sources: '出处：',
  noAnswerHint: '没有找到答案，可以在这里留言：',
  copy: '复制回答',
  copied: '已复制',
  generated: '大模型生成',
  error: '这次没有得到回答',
  errorHint: '请检查网络后重试',
  modeLabel: '回答模式',
  mode: { normal: '普通模式', extended: '扩展模式' },
  modeHint: {
    normal: '普通模式：从最相关的一段资料给出简短回答。',
    extended: '扩展模式：综合多段资料给出更完整的回答。',
  },
  suggestionsTitle: '大家常问',
  suggestions: [
    'ACOS 和 CPS 有什么区别？',
    '关键词出价应该怎么定？',
    '什么时候应该添加否定关键词？',
    '批量上传提示广告活动名称重复怎么办？',
    '投放 SB 视频广告需要什么条件？',
    '套餐价格是多少？',
  ],
};

export default assistant;
