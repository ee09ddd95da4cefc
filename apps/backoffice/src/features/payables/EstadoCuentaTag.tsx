import { Tag } from 'antd';
import {
  ESTADOS_CUENTA_PAGAR,
  NOMBRES_ESTADO_CUENTA_PAGAR,
  type EstadoCuentaPagar,
} from '@pos/shared/domains/payables';

const COLORES: Record<EstadoCuentaPagar, string> = {
  [ESTADOS_CUENTA_PAGAR.PENDIENTE]: 'gold',
  [ESTADOS_CUENTA_PAGAR.FINALIZADA]: 'green',
  [ESTADOS_CUENTA_PAGAR.VENCIDA]: 'red',
};

/** An account's status as the server computed it (P3-08: overdue is pending past its due date). */
export function EstadoCuentaTag({ estado }: { estado: number }) {
  const e = estado as EstadoCuentaPagar;
  return <Tag color={COLORES[e]}>{NOMBRES_ESTADO_CUENTA_PAGAR[e] ?? estado}</Tag>;
}
