import { Navigate } from 'react-router';
import type { TipoPuntoVenta } from '@pos/shared/domains/users/permissions';
import { PageHeader } from '../../../components/PageHeader';
import { PageStatus } from '../../../components/PageStatus';
import { useConfiguracion } from '../../../lib/configuracion';
import { useCurrentUser } from '../../../lib/currentUser';
import { useSucursalVigente } from '../../../lib/sucursalActual';
import { RUTAS_POS, type ModoPos } from '../posNavigation';
import { PosScreen } from './PosScreen';
import { RegisterGate } from './RegisterGate';

/** PVN sells at one screen; PVMCE splits the counter (orders) from the register (charging). */
const TIPO_DE_MODO: Record<ModoPos, TipoPuntoVenta> = { pvn: 'PVN', caja: 'PVMCE', mostrador: 'PVMCE' };

/**
 * One point-of-sale route: the screen of the company's point-of-sale type (a PVN company that
 * opens a PVMCE route, or the other way round, lands on its own screen), behind an open register
 * for every screen that charges.
 */
export function PosPage({ modo }: { modo: ModoPos }) {
  const configuracion = useConfiguracion();
  const user = useCurrentUser();
  // Each branch has its own sale in progress: a branch change starts the screen on that branch's.
  const sucursal = useSucursalVigente();
  if (!configuracion.data)
    return <PageStatus header={<PageHeader title="Punto de venta" />} failed={configuracion.isError} />;
  const tipo = configuracion.data.tipo_punto_venta;
  if (TIPO_DE_MODO[modo] !== tipo) {
    const propia: ModoPos = tipo === 'PVN' ? 'pvn' : user.punto_venta_caja ? 'caja' : 'mostrador';
    return <Navigate to={RUTAS_POS[propia]} replace />;
  }
  const pantalla = (
    <PosScreen key={`${modo}:${sucursal?.value ?? ''}`} modo={modo} configuracion={configuracion.data} />
  );
  return modo === 'mostrador' ? pantalla : <RegisterGate>{pantalla}</RegisterGate>;
}
