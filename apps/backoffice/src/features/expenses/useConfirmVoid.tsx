import { App } from 'antd';
import { MENSAJES } from '@pos/shared';
import type { Gasto } from '@pos/shared/domains/expenses';
import { useFeedback } from '../../lib/feedback';
import { useFormat } from '../../lib/useFormat';
import { useAnularGasto } from './expenses.api';

/**
 * '¿Anular?' with what is voided and where its cash goes, then `DELETE gastos/{id}` and the
 * server's 'Gasto anulado.' (or its reason for refusing).
 */
export function useConfirmVoid(onVoided?: () => void) {
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const format = useFormat();
  const anular = useAnularGasto();
  return (gasto: Gasto) =>
    modal.confirm({
      title: MENSAJES.general.confirmarAnular,
      content: (
        <>
          <strong>{`${gasto.concepto} · ${format.money(gasto.monto)}`}</strong>
          {gasto.caja && <div>El efectivo regresa a la caja de la que salió.</div>}
          <div>{MENSAJES.general.noPodraRevertir}</div>
        </>
      ),
      okText: 'Anular gasto',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          const { detail } = await anular.mutateAsync(gasto.id);
          feedback.success(detail);
          onVoided?.();
        } catch (error) {
          feedback.error(error, MENSAJES.general.errorIntenteMasTarde);
        }
      },
    });
}
