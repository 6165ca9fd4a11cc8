import { useEffect } from 'react';
import { App } from 'antd';
import { setMessageApi } from '../shared/feedback/feedback';

/** Hands antd's context-aware message API (theme, locale) to code outside components. */
export function FeedbackBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setMessageApi(message);
    return () => setMessageApi(null);
  }, [message]);
  return null;
}
