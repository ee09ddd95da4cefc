import { Tag } from 'antd';
import type { TIPOS_DEVOLUCION } from '@pos/shared/domains/returns';
import { ESTADOS_DEVOLUCION, NOMBRES_ESTADO_DEVOLUCION, type EstadoDevolucion } from '@pos/shared/domains/returns';
import { MENSAJES } from '@pos/shared';

const COLORES: Record<EstadoDevolucion, string> = {
  [ESTADOS_DEVOLUCION.VIGENTE]: 'green',
  [ESTADOS_DEVOLUCION.CANJEADO]: 'blue',
  [ESTADOS_DEVOLUCION.ANULADO]: 'red',
};

/** The state filter's choices: a voucher still valid, redeemed at the till, or annulled. */
export const OPCIONES_ESTADO = Object.values(ESTADOS_DEVOLUCION).map((value) => ({
  value,
  label: NOMBRES_ESTADO_DEVOLUCION[value],
}));

export function EstadoTag({ estado }: { estado: number }) {
  return <Tag color={COLORES[estado as EstadoDevolucion]}>{NOMBRES_ESTADO_DEVOLUCION[estado as EstadoDevolucion]}</Tag>;
}

export const nombreTipo = (tipo: string) => MENSAJES.devoluciones.tipos[tipo as keyof typeof TIPOS_DEVOLUCION] ?? tipo;
