import { Tag } from 'antd';
import { NOMBRES_ACCION, type AccionBitacora } from '@pos/shared/domains/audit';

const COLOR: Record<AccionBitacora, string> = { CREAR: 'green', EDITAR: 'blue', ELIMINAR: 'red', ANULAR: 'orange' };

export function AccionTag({ accion }: { accion: AccionBitacora }) {
  return <Tag color={COLOR[accion]}>{NOMBRES_ACCION[accion] ?? accion}</Tag>;
}
