import { App } from 'antd';
import { MENSAJES } from '@pos/shared';
import { errorMessage } from './api';

/** Success toasts fade; errors stay until dismissed (DECISIONS P3-81). */
export function useFeedback() {
  const { message, notification } = App.useApp();
  return {
    success: (text: string) => void message.success(text),
    error: (error: unknown, fallback: string, title: string = MENSAJES.general.tituloError) =>
      notification.error({ title, description: errorMessage(error, fallback), duration: false }),
  };
}
