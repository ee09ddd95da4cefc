import { App, type ModalFuncProps } from 'antd';
import { MENSAJES } from '@pos/shared';
import type { Cotizacion } from '@pos/shared/domains/sales/sales.api';
import { useFeedback } from '../../../lib/feedback';
import { useEliminarCotizacion } from './quotations.api';

/**
 * Deleting a pending quotation or an order sent to the register (`DELETE cotizaciones/{id}`, which
 * annuls it): '¿Eliminar?' / 'No podrá revertir esta acción', then 'Cotizacion eliminada.' or the
 * server's reason. `confirm` is the dialog to ask with (a selling screen passes its own, which
 * hands the focus back to the search box).
 */
export function useConfirmDeleteQuotation(confirm?: (config: ModalFuncProps) => void) {
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const eliminar = useEliminarCotizacion();
  const ask = confirm ?? modal.confirm;

  return (cotizacion: Cotizacion) =>
    ask({
      title: MENSAJES.general.confirmarEliminar,
      content: (
        <>
          <strong>{cotizacion.codigo}</strong>
          <div>{MENSAJES.general.noPodraRevertir}</div>
        </>
      ),
      okText: 'Eliminar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () =>
        eliminar.mutateAsync(cotizacion.id).then(
          () => feedback.success(MENSAJES.cotizaciones.eliminada),
          (error: unknown) => feedback.error(error, MENSAJES.general.errorEspere),
        ),
    });
}
