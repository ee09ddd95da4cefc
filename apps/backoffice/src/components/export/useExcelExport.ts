import { useRef, useState } from 'react';
import { App } from 'antd';
import { MENSAJES } from '@pos/shared';
import type { QueryParams } from '../../lib/api';
import { ExportError, runExportJob } from './exportJob';

const M = MENSAJES.descargas;

export interface ExcelExportOptions {
  path: string;
  /** The list's filters at the moment of the click. */
  params: QueryParams;
  /** `archivos/estado_descarga` unless the spec names another alias (`productos/estado_descarga`). */
  estadoPath?: string;
}

/**
 * The Excel export of a list (spec 000 §4, 001 §8, DECISIONS P2-03d): the start toast, the
 * polling, the download and the success or error toast. A second click while one runs does
 * nothing.
 */
export function useExcelExport({ path, params, estadoPath = 'archivos/estado_descarga' }: ExcelExportOptions) {
  const { message, notification } = App.useApp();
  const [exportando, setExportando] = useState(false);
  const enCurso = useRef(false);

  const exportar = async () => {
    if (enCurso.current) return;
    enCurso.current = true;
    setExportando(true);
    const aviso = `descarga-${path}`;
    try {
      await runExportJob({
        path,
        params,
        estadoPath,
        onStarted: () =>
          notification.info({ key: aviso, title: M.enProceso, description: M.enProcesoDetalle, duration: 0 }),
      });
      notification.destroy(aviso);
      void message.success(M.exito);
    } catch (error) {
      notification.destroy(aviso);
      const seguimiento = error instanceof ExportError && error.etapa === 'seguimiento';
      const descripcion = seguimiento ? (error.observaciones ?? M.errorSeguimiento) : M.error;
      notification.error({ title: M.tituloError, description: descripcion, duration: false });
    } finally {
      enCurso.current = false;
      setExportando(false);
    }
  };

  return { exportar, exportando };
}
