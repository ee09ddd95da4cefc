import { ClearOutlined, DollarOutlined, FileTextOutlined, SendOutlined } from '@ant-design/icons';
import type { AccionVenta } from './SaleSummary';
import type { Atajo } from './ShortcutBar';
import { useShortcuts } from './useShortcuts';

interface Hechos {
  /** The point of sale and the register charge (F9 Cobrar); the counter sends to the register. */
  cobra: boolean;
  /** F8 Cotizar: the company quotes, and a loaded quotation is charged, not quoted again. */
  puedeCotizar: boolean;
  lineas: number;
  conCotizacion: boolean;
  registrando: boolean;
  guardando: boolean;
  buscar: () => void;
  /** F9: charge, or at the counter send to the register. */
  principal: () => void;
  cotizar: () => void;
  vaciar: () => void;
}

/** F8 before F9 before F10: the bar lists the keys in the order they sit on the keyboard. */
const numeroDeTecla = (atajo: Atajo) => Number(atajo.teclas[0]!.slice(1));

/**
 * The screen's actions, each declared once with its function key: the summary shows the sale's
 * as buttons (the main one first), and the shortcut bar lists every key, the search box and the
 * customer (which only a key, or a tap, reaches) first. The keys work wherever the focus is.
 */
export function useAccionesVenta(hechos: Hechos): { acciones: AccionVenta[]; atajos: Atajo[] } {
  const { cobra, lineas, registrando, guardando } = hechos;
  const ocupado = registrando || guardando;
  const acciones: AccionVenta[] = [
    {
      key: cobra ? 'cobrar' : 'enviar',
      label: cobra ? 'Cobrar' : 'Enviar a caja',
      tecla: 'F9',
      icon: cobra ? <DollarOutlined /> : <SendOutlined />,
      primary: true,
      disabled: lineas === 0 || ocupado,
      loading: cobra ? registrando : guardando,
      onClick: hechos.principal,
    },
    ...(hechos.puedeCotizar
      ? [
          {
            key: 'cotizar',
            label: 'Cotizar',
            tecla: 'F8',
            icon: <FileTextOutlined />,
            disabled: lineas === 0 || ocupado,
            onClick: hechos.cotizar,
          },
        ]
      : []),
    {
      key: 'vaciar',
      label: 'Vaciar venta',
      tecla: 'F10',
      icon: <ClearOutlined />,
      disabled: (lineas === 0 && !hechos.conCotizacion) || ocupado,
      onClick: hechos.vaciar,
    },
  ];
  const atajos: Atajo[] = [
    { teclas: ['F2'], label: 'Buscar producto', onClick: hechos.buscar },
    { teclas: ['↑', '↓'], label: 'Elegir resultado' },
    // The NIT field of CustomerForm, where the customer is typed first.
    { teclas: ['F4'], label: 'Cliente', onClick: () => document.getElementById('pos-nit')?.focus() },
    ...acciones
      .map((accion) => ({ teclas: [accion.tecla], label: accion.label, onClick: accion.onClick, conBoton: true }))
      .sort((a, b) => numeroDeTecla(a) - numeroDeTecla(b)),
  ];
  useShortcuts(atajos);
  return { acciones, atajos };
}
