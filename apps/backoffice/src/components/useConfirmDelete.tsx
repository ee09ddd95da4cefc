import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import { api } from '../lib/api';
import { useFeedback } from '../lib/feedback';

interface Options {
  /** API collection, e.g. 'usuarios': deletes `usuarios/{id}` and reloads its lists. */
  path: string;
  /** Shown when the server gives no detail. */
  errorFallback?: string;
  onDeleted?: (id: number) => void;
}

/** '¿Eliminar?' / 'No podrá revertir esta acción', then 'Registro eliminado.' or the server's reason. */
export function useConfirmDelete({ path, errorFallback = MENSAJES.general.errorEspere, onDeleted }: Options) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const feedback = useFeedback();

  return (id: number, nombre?: string) =>
    modal.confirm({
      title: MENSAJES.general.confirmarEliminar,
      content: (
        <>
          {nombre && <strong>{nombre}</strong>}
          <div>{MENSAJES.general.noPodraRevertir}</div>
        </>
      ),
      okText: 'Eliminar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          await api.delete(`${path}/${id}`);
          feedback.success(MENSAJES.general.registroEliminado);
          onDeleted?.(id);
          await queryClient.invalidateQueries({ queryKey: [path, 'lista'] });
        } catch (error) {
          feedback.error(error, errorFallback);
        }
      },
    });
}
