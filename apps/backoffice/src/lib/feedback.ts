import { App, type FormInstance } from 'antd';
import { MENSAJES } from '@pos/shared';
import { errorMessage } from './api';
import { applyFieldErrors } from './formRules';

/** Success toasts fade; errors stay until dismissed (DECISIONS P3-81). */
export function useFeedback() {
  const { message, notification } = App.useApp();
  const success = (text: string) => void message.success(text);
  const error = (cause: unknown, fallback: string, title: string = MENSAJES.general.tituloError) =>
    notification.error({ title, description: errorMessage(cause, fallback), duration: false });
  return {
    success,
    error,
    /**
     * The outcome of saving a form: the success toast then `after`, or the server's field errors
     * placed on the form plus an error notification. `guardado` may read what was saved, to say
     * exactly what happened ("Caja cerrada · diferencia -Q 0.38").
     */
    saveOutcome: <T>(
      form: FormInstance,
      texts: { guardado: string | ((saved: T) => string); errorGuardar: string },
      after: (saved: T) => void,
      onFieldError?: (cause: unknown) => void,
    ) => ({
      onSuccess: (saved: T) => {
        success(typeof texts.guardado === 'function' ? texts.guardado(saved) : texts.guardado);
        after(saved);
      },
      onError: (cause: unknown) => {
        applyFieldErrors(form, cause);
        onFieldError?.(cause);
        error(cause, texts.errorGuardar);
      },
    }),
  };
}
