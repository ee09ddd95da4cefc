import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import { api } from '../lib/api';
import { useFeedback } from '../lib/feedback';
import { queryKeys } from '../lib/queryKeys';

interface Options {
  /** API collection, e.g. 'usuarios': deletes `usuarios/{id}` and reloads its lists. */
  path: string;
  /** Shown when the server gives no detail. */
  errorFallback?: string;
  onDeleted?: (id: number) => void;
  /** Records with history are annulled rather than deleted (products: 'Registro anulado'). */
  accion?: 'eliminar' | 'anular';
}

const TEXTOS = {
  eliminar: {
    titulo: MENSAJES.general.confirmarEliminar,
    boton: 'Eliminar',
    hecho: MENSAJES.general.registroEliminado,
  },
  anular: { titulo: MENSAJES.general.confirmarAnular, boton: 'Anular', hecho: MENSAJES.general.registroAnulado },
} as const;

/** '¿Eliminar?' / 'No podrá revertir esta acción', then 'Registro eliminado.' or the server's reason. */
export function useConfirmDelete({
  path,
  errorFallback = MENSAJES.general.errorEspere,
  onDeleted,
  accion = 'eliminar',
}: Options) {
  const textos = TEXTOS[accion];
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const feedback = useFeedback();

  return (id: number, nombre?: string) =>
    modal.confirm({
      title: textos.titulo,
      content: (
        <>
          {nombre && <strong>{nombre}</strong>}
          <div>{MENSAJES.general.noPodraRevertir}</div>
        </>
      ),
      okText: textos.boton,
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          await api.delete(`${path}/${id}`);
          feedback.success(textos.hecho);
          onDeleted?.(id);
          await queryClient.invalidateQueries({ queryKey: queryKeys.lists(path) });
        } catch (error) {
          feedback.error(error, errorFallback);
        }
      },
    });
}
