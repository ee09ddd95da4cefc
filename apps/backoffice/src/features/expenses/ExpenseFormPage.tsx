import { Alert } from 'antd';
import { useNavigate } from 'react-router';
import { MENSAJES } from '@pos/shared';
import { PageHeader } from '../../components/PageHeader';
import { TODAS_LAS_SUCURSALES } from '../../lib/session';
import { useSucursalVigente } from '../../lib/sucursalActual';
import { ExpenseForm } from './ExpenseForm';

const LISTA = '/gastos';

/** `/gastos/crear` (P3-50): an expense of the selected branch; with every branch selected, the spec's refusal. */
export default function ExpenseFormPage() {
  const navigate = useNavigate();
  const sucursal = useSucursalVigente();
  const enTodas = sucursal === null || sucursal.value === TODAS_LAS_SUCURSALES;
  return (
    <>
      <PageHeader
        title="Nuevo gasto"
        subtitle={enTodas ? undefined : `Gasto de la sucursal ${sucursal.label}.`}
        backTo={LISTA}
      />
      {enTodas ? (
        <Alert
          type="warning"
          showIcon
          title={MENSAJES.gastos.seleccioneSucursal}
          description="Elija una sucursal en la barra superior: cada gasto pertenece a una."
        />
      ) : (
        <ExpenseForm sucursal={sucursal.value} onSaved={() => navigate(LISTA)} onCancel={() => navigate(LISTA)} />
      )}
    </>
  );
}
