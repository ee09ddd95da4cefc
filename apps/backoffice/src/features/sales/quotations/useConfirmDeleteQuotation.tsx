import { App, type ModalFuncProps } from 'antd';
import { MENSAJES } from '@pos/shared';
import type { Cotizacion } from '@pos/shared/domains/sales/sales.api';
import { textosCotizacion } from '@pos/shared/domains/sales/pedidos';
import { useFeedback } from '../../../lib/feedback';
import { useEliminarCotizacion } from './quotations.api';

/**
 * Deleting a pending quotation or an order sent to the register (`DELETE cotizaciones/{id}`, which
 * annuls it): '¿Eliminar?' / 'No podrá revertir esta acción', then 'Cotización eliminada.' (an
 * order: 'Pedido eliminado.') or the server's reason. `confirm` is the dialog to ask with (a selling screen passes its own, which
 * hands the focus back to the search box).
 */
export function useConfirmDeleteQuotation(confirm?: (config: ModalFuncProps) => void) {
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const eliminar = useEliminarCotizacion();
  const ask = confirm ?? modal.confirm;

  return (cotizacion: Cotizacion) => {
    const textos = textosCotizacion(cotizacion.enviado_caja);
    return ask({
      title: MENSAJES.general.confirmarEliminar,
      content: (
        <>
          <strong>{`${textos.nombre} ${cotizacion.codigo}`}</strong>
          <div>{MENSAJES.general.noPodraRevertir}</div>
        </>
      ),
      okText: 'Eliminar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () =>
        eliminar.mutateAsync(cotizacion.id).then(
          () => feedback.success(textos.eliminada),
          (error: unknown) => feedback.error(error, MENSAJES.general.errorEspere),
        ),
    });
  };
}
