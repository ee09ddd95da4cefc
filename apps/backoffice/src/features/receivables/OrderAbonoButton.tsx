import { useState } from 'react';
import { Button } from 'antd';
import { DollarOutlined } from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import { compare } from '@pos/shared/money';
import { PERMISOS_CAJA_REGISTRADORA } from '@pos/shared/domains/users/permissions';
import type { CuentaCobrar } from '@pos/shared/domains/receivables';
import { useCurrentUser } from '../../lib/currentUser';
import { useFeedback } from '../../lib/feedback';
import { AbonoModal } from './AbonoModal';
import { cuentasApi } from './receivables.api';

/**
 * "Registrar abono" on a sales order's detail (SCOPE §1.2, the detail's payment modal): reads the
 * order's receivable (`ordenes_venta/{id}/cuenta`) and opens the same modal as the receivables
 * screen. Only who may take payments (a register's flags) sees it, and only while a balance is due.
 */
export function OrderAbonoButton({ ventaId, saldo }: { ventaId: number; saldo: string }) {
  const user = useCurrentUser();
  const feedback = useFeedback();
  const [cuentas, setCuentas] = useState<readonly CuentaCobrar[] | null>(null);
  const [cargando, setCargando] = useState(false);
  const cobra = PERMISOS_CAJA_REGISTRADORA.some((permiso) => user[permiso]);
  if (!cobra || compare(saldo, '0') <= 0) return null;

  const abrir = async () => {
    setCargando(true);
    try {
      setCuentas([await cuentasApi.cuenta(ventaId)]);
    } catch (cause) {
      feedback.error(cause, MENSAJES.cuentasCobrar.errorDatosPago);
    } finally {
      setCargando(false);
    }
  };

  return (
    <>
      <Button type="primary" icon={<DollarOutlined />} loading={cargando} onClick={() => void abrir()}>
        Registrar abono
      </Button>
      <AbonoModal cuentas={cuentas} onClose={() => setCuentas(null)} />
    </>
  );
}
